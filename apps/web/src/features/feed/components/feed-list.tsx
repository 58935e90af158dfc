import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useFeedQuery } from '../api/feed';
import styles from './feed.module.css';
import { PostCard } from './post-card';

/** The campus feed: newest activity first; more on request; 'You've reached the end.' after the last page. */
export function FeedList() {
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useFeedQuery(true);
  if (isPending) return <Spinner label="Loading the feed" />;
  const posts = data?.pages.flatMap((p) => p.posts) ?? [];
  return (
    <>
      <ul className={styles.list} aria-label="Posts">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Processing...' : 'Show more'}
          </Button>
        </div>
      ) : (
        <p className={styles.end}>You've reached the end.</p>
      )}
    </>
  );
}
