import { AUTH_MESSAGES, claimLinkSentText } from '@campus/domain';
import styles from '../../../components/ui/form.module.css';
import { useSendClaimLink } from '../../../entities/auth/claim-link';

/**
 * /login/sent?claim={username}: after 'Claim this account' the link went to the account's own
 * address, which this page never knows; the holder of that inbox completes it at /login/sent?token=.
 */
export function ClaimLinkSent({ username }: { username: string }) {
  const { busy, send } = useSendClaimLink('stay');
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{AUTH_MESSAGES.claim.title}</h1>
        <p className={styles.subtitle}>{claimLinkSentText(username)}</p>
        <div className={styles.links}>
          <button type="button" className={styles.linkButton} disabled={busy} onClick={() => send(username)}>
            Send the link again
          </button>
        </div>
      </div>
    </div>
  );
}
