import { FEED_SORTS, POST_MESSAGES } from '@campus/domain';
import { FiltersEmpty, filtersNarrow } from '../../../components/listing-filters/filters-empty';
import { ListingFilterControls } from '../../../components/listing-filters/listing-filters';
import { useListingFilters } from '../../../components/listing-filters/use-listing-filters';
import { PageEnd } from '../../../components/ui/page-end';
import { useNotifyPostedAlert } from '../../../entities/composer';
import { PostCard, PostPlaceholder, postCardKey } from '../../../entities/posts';
import { ServerCached } from '../../../lib/page-parts';
import { useViewer } from '../../../lib/session';
import { useSiteCampus } from '../../../lib/site-campus';
import { useFeedQuery } from '../api/feed';
import { useLiveFeed } from '../hooks/use-live-feed';
import styles from './feed.module.css';

/**
 * The campus feed: newest activity first, or as the filters in the address say (Back from a post
 * returns to the same feed, its pages from the query cache); more on scrolling near the end,
 * 'You've reached the end.' after the last page; filters that match nothing say so, with Clear
 * filters. Live posts refetch it under the same filters.
 */
export function FeedList() {
  const { filters, setFilters } = useListingFilters(FEED_SORTS);
  const query = useFeedQuery(filters);
  const { data, isPending, hasNextPage } = query;
  const viewer = useViewer();
  const campus = useSiteCampus();
  useNotifyPostedAlert();
  useLiveFeed();
  const posts = data?.pages.flatMap((p) => p.posts) ?? [];
  const noMatch = !isPending && !hasNextPage && posts.length === 0 && filtersNarrow(filters);
  // Each card's key, made once for the list's key and the cards' (asked by the server's render only).
  let keys: string[] | null = null;
  const cardKeys = (list: typeof posts) => {
    keys ??= list.map((post, index) => postCardKey(post, viewer, campus, { priority: index === 0 }));
    return keys;
  };
  return (
    <>
      <ListingFilterControls filters={filters} onChange={setFilters} sorts={FEED_SORTS} />
      {isPending ? (
        <PostPlaceholder label="Loading the feed" count={3} />
      ) : noMatch ? (
        <FiltersEmpty onClear={() => setFilters({ sort: 'newest' })} />
      ) : (
        // The list as a whole is kept too: the members whose cards are all the same (most of a
        // campus, most of the time) share it, and a page written from it renders no card at all.
        <ServerCached cacheKey={() => ['feed list', ...cardKeys(posts)].join('\n')}>
          <ul className={styles.list} aria-label="Posts">
            {posts.map((post, index) => (
              // A sponsored insertion repeats a post of the feed (and itself, rotating): its own key.
              <li key={post.isSponsored ? `sponsored:${index}:${post.id}` : post.id}>
                <ServerCached cacheKey={() => cardKeys(posts)[index]!}>
                  <PostCard post={post} priority={index === 0} />
                </ServerCached>
              </li>
            ))}
          </ul>
        </ServerCached>
      )}
      <PageEnd query={query} />
      {!isPending && !hasNextPage && !noMatch && <p className={styles.end}>{POST_MESSAGES.feedEnd}</p>}
    </>
  );
}
