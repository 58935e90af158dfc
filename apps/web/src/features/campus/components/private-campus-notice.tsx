import { MESSAGES } from '@campus/domain';
import { ButtonLink } from '../../../components/ui/button';
import { LockIcon } from '../../../components/ui/icons';
import styles from './private-campus-notice.module.css';

/** What a guest sees in place of a private campus's posts: 'This community is private.', Click to Join. */
export function PrivateCampusNotice() {
  return (
    <section className={styles.gate} aria-labelledby="private-campus-title">
      <LockIcon width={32} height={32} />
      <h2 id="private-campus-title" className={styles.title}>
        {MESSAGES.privateCampus.title}
      </h2>
      <ButtonLink to="/user_registration" size="small">
        {MESSAGES.privateCampus.join}
      </ButtonLink>
    </section>
  );
}
