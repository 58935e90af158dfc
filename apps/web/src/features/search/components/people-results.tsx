import { SEARCH_MESSAGES } from '@campus/domain';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { PageEnd } from '../../../components/ui/page-end';
import { Spinner } from '../../../components/ui/spinner';
import { useSearchPeopleQuery } from '../api/search-people';
import { useWarnOnError } from '../hooks/use-warn-on-error';
import { SEARCH_LABELS } from '../search-labels';
import styles from './search-page.module.css';

/** The People tab: campus members matching q, each linking to their profile; 10 a page. */
export function PeopleResults({ q }: { q: string }) {
  const query = useSearchPeopleQuery(q);
  const { data, error, isPending } = query;
  useWarnOnError(error, 'People search failed');
  if (isPending) return <Spinner label={SEARCH_LABELS.loadingPeople} />;
  const users = data?.pages.flatMap((p) => p.users) ?? [];
  if (users.length === 0) {
    return (
      <section className={styles.empty}>
        <h2>{SEARCH_MESSAGES.noPeople(q)}</h2>
        <p>{SEARCH_MESSAGES.tryElse}</p>
      </section>
    );
  }
  return (
    <>
      <ul className={styles.people} aria-label={SEARCH_LABELS.people}>
        {users.map((user) => (
          <li key={user.id}>
            <Link className={styles.person} to={`/${user.username}`}>
              <Avatar person={user} size={48} />
              <span className={styles.personText}>
                <span className={styles.personName}>
                  {user.firstName} {user.lastName}
                </span>
                <span className={styles.personUsername}>@{user.username}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <PageEnd query={query} />
    </>
  );
}
