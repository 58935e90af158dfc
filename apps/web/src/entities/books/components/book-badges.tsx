import { BOOK_MESSAGES as B, courseKey, courseLabel, type Post } from '@campus/domain';
import { Link } from 'react-router';
import styles from '../books.module.css';

/** A course's page: /course/MATH-2924 (the key's letters and number apart, joined by a dash). */
export const coursePath = (code: string) => `/course/${courseLabel(courseKey(code)).replace(' ', '-')}`;

/**
 * What a card and the post page show of a request and a textbook: the Looking for badge (Found once
 * its author found it), its Up to price, and each course, linking to the course's page.
 */
export function BookBadges({ post }: { post: Post }) {
  const request = post.kind === 'looking_for';
  return (
    <>
      {request && (
        <span className={`${styles.badge} ${post.status === 'sold' ? styles.found : ''}`}>
          {post.status === 'sold' ? B.found : B.lookingFor}
        </span>
      )}
      {request && post.upToCents !== null && (
        <span className={styles.upTo}>{B.upToShown(post.upToCents)}</span>
      )}
      {post.courses.map((code) => (
        <Link key={code} className={styles.course} to={coursePath(code)}>
          {code}
        </Link>
      ))}
    </>
  );
}
