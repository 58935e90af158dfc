import { CATEGORIES, POST_MESSAGES } from '@campus/domain';
import { useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useScrollEnd } from '../../../lib/use-scroll-end';
import { useNotifyPostedAlert } from '../../composer';
import { PostCard } from '../../posts/components/post-card';
import { PostPlaceholder } from '../../posts/components/post-placeholder';
import { useLiveFeed } from '../../realtime/use-realtime';
import { useFeedQuery } from '../api/feed';
import styles from './feed.module.css';

/** The campus feed: newest activity first, more on scrolling near the end, 'You've reached the end.' after the last page. */
export function FeedList() {
  const [category, setCategory] = useState('all');
  const selectId = useId();
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useFeedQuery(category);
  const sentinel = useScrollEnd(() => void fetchNextPage(), Boolean(hasNextPage) && !isFetchingNextPage);
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
      </div>
      {isPending ? (
        <PostPlaceholder label="Loading the feed" count={3} />
      ) : (
        <ul className={styles.list} aria-label="Posts">
          {posts.map((post, index) => (
            // A sponsored insertion repeats a post of the feed (and itself, rotating): its own key.
            <li key={post.isSponsored ? `sponsored:${index}:${post.id}` : post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} />
      {isFetchingNextPage && <Spinner label="Loading more" />}
      {!isPending && !hasNextPage && <p className={styles.end}>{POST_MESSAGES.feedEnd}</p>}
    </>
  );
}
