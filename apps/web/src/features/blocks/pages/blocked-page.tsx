import { BLOCK_MESSAGES, type BlockedPerson, SETTINGS_MESSAGES } from '@campus/domain';
import { Avatar } from '../../../components/ui/avatar';
import empty from '../../../components/ui/empty-state.module.css';
import { PageEnd } from '../../../components/ui/page-end';
import { Spinner } from '../../../components/ui/spinner';
import { BlockButton } from '../../../entities/blocks/components/block-button';
import { useBlockedQuery } from '../api/get-blocked';
import styles from '../blocks.module.css';

const nameOf = (p: BlockedPerson) => `${p.firstName} ${p.lastName}`.trim();

/** /settings/blocked: the people the viewer blocked, each with Unblock (and its confirmation). */
export function BlockedPeoplePage() {
  const query = useBlockedQuery();
  if (query.isPending) return <Spinner label="Loading blocked people" />;
  if (query.isError)
    return (
      <p className={styles.body} role="alert">
        {SETTINGS_MESSAGES.somethingWentWrong}
      </p>
    );
  const people = query.data.pages.flatMap((page) => page.people);
  if (people.length === 0)
    return (
      <div className={empty.empty}>
        <h2>{BLOCK_MESSAGES.listEmpty}</h2>
        <p>{BLOCK_MESSAGES.listEmptyText}</p>
      </div>
    );
  return (
    <div className={styles.body}>
      <ul className={styles.list} aria-label={BLOCK_MESSAGES.listTitle}>
        {people.map((person) => (
          <li key={person.id} className={styles.person}>
            <Avatar person={person} size={40} />
            <span className={styles.who}>
              <span className={styles.name}>{nameOf(person)}</span>
              <span className={styles.username}>@{person.username}</span>
            </span>
            <BlockButton person={{ id: person.id, name: nameOf(person) }} blocked />
          </li>
        ))}
      </ul>
      <PageEnd query={query} />
    </div>
  );
}
