import type { Post } from '@campus/domain';
import { PostCard } from './post-card';
import styles from './post-page.module.css';

/** A list of post cards (PostList's, Saved, a course's books), named for the screen reader. */
export function PostCardList({ posts, label }: { posts: Post[]; label: string }) {
  return (
    <ul className={styles.comments} aria-label={label}>
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
