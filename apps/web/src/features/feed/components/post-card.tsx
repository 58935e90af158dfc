import { newUserPostText, type Post } from '@campus/domain';
import { Avatar } from './avatar';
import styles from './feed.module.css';
import { timeAgo } from './time-ago';

/** A post in a list: author, time ago, price and text; a 'new user' post announces the join. */
export function PostCard({ post }: { post: Post }) {
  const name = `${post.user.firstName} ${post.user.lastName}`;
  return (
    <article className={styles.card} aria-label={`Post by ${name}`}>
      <Avatar person={post.user} />
      <div>
        <div className={styles.meta}>
          <span className={styles.name}>{name}</span>
          <time className={styles.time} dateTime={post.createdAt}>
            {timeAgo(post.createdAt)}
          </time>
          {post.priceCents !== null && <strong>${Math.round(post.priceCents / 100)}</strong>}
        </div>
        <p className={styles.text}>
          {post.type === 'new user' ? newUserPostText(post.user) : post.plainText}
        </p>
      </div>
    </article>
  );
}
