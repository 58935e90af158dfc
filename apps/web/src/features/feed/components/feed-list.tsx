import { CATEGORIES, LISTING_MESSAGES, POST_MESSAGES } from '@campus/domain';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { PageEnd } from '../../../components/ui/page-end';
import { useNotifyPostedAlert } from '../../composer';
import { PostCard, PostPlaceholder } from '../../posts';
import { useFeedQuery } from '../api/feed';
import { useLiveFeed } from '../hooks/use-live-feed';
import styles from './feed.module.css';

/** Posts in the feed's first render (a phone's screen shows two or three). */
const FIRST_RENDER_POSTS = 4;

/** The campus feed: newest activity first, more on scrolling near the end, 'You've reached the end.' after the last page. */
export function FeedList() {
  const [category, setCategory] = useState('all');
  const selectId = useId();
  const [showSold, setShowSold] = useState(false);
  const query = useFeedQuery(category, true, showSold);
  const { data, isPending, hasNextPage } = query;
  useNotifyPostedAlert();
  useLiveFeed();
  const posts = useMemo(() => data?.pages.flatMap((p) => p.posts) ?? [], [data]);
  // The first render shows the posts a screen holds; the rest render next, in a transition React
  // splits into short tasks, so the first paint does not wait for 25 cards (no long main-thread task).
  const shown = useDeferredValue(posts, posts.slice(0, FIRST_RENDER_POSTS));
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
          {shown.map((post, index) => (
            // A sponsored insertion repeats a post of the feed (and itself, rotating): its own key.
            <li key={post.isSponsored ? `sponsored:${index}:${post.id}` : post.id}>
              <PostCard post={post} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      {/* The next page and the end wait until every post of the pages so far is on screen. */}
      <PageEnd query={query} more={hasNextPage && shown === posts} />
      {!isPending && !hasNextPage && shown === posts && <p className={styles.end}>{POST_MESSAGES.feedEnd}</p>}
    </>
  );
}
