import { CAMPUS_ADMIN_MESSAGES, MESSAGES } from '@campus/domain';
import { useId } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { LockIcon } from '../../../components/ui/icons';
import { useSiteCampus } from '../../../lib/site-campus';
import styles from './private-campus-notice.module.css';

/**
 * What a guest sees in place of a private campus's posts: 'This community is private.', Click to Join.
 * `large` is the campus home's full-width gate; lists (search, profile) show the compact one.
 */
export function PrivateCampusNotice({ large = false }: { large?: boolean }) {
  const titleId = useId();
  const campus = useSiteCampus();
  return (
    <section className={large ? `${styles.gate} ${styles.large}` : styles.gate} aria-labelledby={titleId}>
      <LockIcon width={large ? 40 : 32} height={large ? 40 : 32} />
      <h2 id={titleId} className={styles.title}>
        {MESSAGES.privateCampus.title}
      </h2>
      {campus.retired ? (
        <p role="status">{CAMPUS_ADMIN_MESSAGES.retiredRefusal(campus.shortName)}</p>
      ) : (
        <ButtonLink to="/user_registration" size={large ? undefined : 'small'}>
          {MESSAGES.privateCampus.join}
        </ButtonLink>
      )}
    </section>
  );
}
