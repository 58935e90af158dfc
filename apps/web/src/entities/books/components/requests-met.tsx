import { BOOK_MESSAGES as B, truncateAtWord } from '@campus/domain';
import { Link } from 'react-router';
import { useRequestsMet } from '../api/books';
import styles from '../books.module.css';

/** On the seller's own new listing: "2 people are looking for something like this", with their requests. */
export function RequestsMet({ postId }: { postId: string }) {
  const { data } = useRequestsMet(postId);
  const requests = data?.requests ?? [];
  if (requests.length === 0) return null;
  return (
    <section className={styles.requestsMet} aria-label={B.peopleLooking(requests.length)}>
      <p>{B.peopleLooking(requests.length)}</p>
      <ul>
        {requests.map((r) => (
          <li key={r.id}>
            <Link to={`/post/${r.id}`}>{truncateAtWord(r.plainText, 80) || B.lookingFor}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
