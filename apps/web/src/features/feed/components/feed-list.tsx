import { CATEGORIES, isCategory, LISTING_MESSAGES, POST_MESSAGES } from '@campus/domain';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageEnd } from '../../../components/ui/page-end';
import { useNotifyPostedAlert } from '../../composer';
import { PostCard, PostPlaceholder } from '../../posts';
import { useFeedQuery } from '../api/feed';
import { useLiveFeed } from '../hooks/use-live-feed';
import styles from './feed.module.css';

/**
 * The feed's filters live in the address (?category=…&sold=1), so Back from a post returns to the
 * same feed; its pages come from the query cache and the router restores the scroll position.
 */
function useFeedFilters() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('category') ?? 'all';
  const inAddress = { category: isCategory(asked) ? asked : 'all', showSold: params.get('sold') === '1' };
  // The controls answer at once; the address follows when the router has navigated (after its
  // loaders), and a change of address (Back, a link) sets them again.
  const [category, setCategoryNow] = useState(inAddress.category);
  const [showSold, setShowSoldNow] = useState(inAddress.showSold);
  useEffect(() => setCategoryNow(inAddress.category), [inAddress.category]);
  useEffect(() => setShowSoldNow(inAddress.showSold), [inAddress.showSold]);
  const set = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      // A filter is not a place to go back to, and changing it keeps the page where it is.
      { replace: true, preventScrollReset: true },
    );
  return {
    category,
    showSold,
    setCategory: (value: string) => {
      setCategoryNow(isCategory(value) ? value : 'all');
      set('category', value === 'all' ? null : value);
    },
    setShowSold: (on: boolean) => {
      setShowSoldNow(on);
      set('sold', on ? '1' : null);
    },
  };
}

/** The campus feed: newest activity first, more on scrolling near the end, 'You've reached the end.' after the last page. */
export function FeedList() {
  const { category, showSold, setCategory, setShowSold } = useFeedFilters();
  const selectId = useId();
  const query = useFeedQuery(category, true, showSold);
  const { data, isPending, hasNextPage } = query;
  useNotifyPostedAlert();
  useLiveFeed();
  const posts = data?.pages.flatMap((p) => p.posts) ?? [];
  return (
    <>
      <div className={styles.filter}>
        <label htmlFor={selectId}>Category</label>
        <select id={selectId} value={category} onChange={(e) => setCategory(e.target.value)}>
          {CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.text}
            </option>
          ))}
        </select>
        <label className={styles.showSold}>
          <input type="checkbox" checked={showSold} onChange={(e) => setShowSold(e.target.checked)} />
          {LISTING_MESSAGES.showSold}
        </label>
      </div>
      {isPending ? (
        <PostPlaceholder label="Loading the feed" count={3} />
      ) : (
        <ul className={styles.list} aria-label="Posts">
          {posts.map((post, index) => (
            // A sponsored insertion repeats a post of the feed (and itself, rotating): its own key.
            <li key={post.isSponsored ? `sponsored:${index}:${post.id}` : post.id}>
              <PostCard post={post} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <PageEnd query={query} />
      {!isPending && !hasNextPage && <p className={styles.end}>{POST_MESSAGES.feedEnd}</p>}
    </>
  );
}
