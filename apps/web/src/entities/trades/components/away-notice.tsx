import { AWAY_MESSAGES } from '@campus/domain';
import { useTrustQuery } from '../api/trust';
import styles from '../trades.module.css';

/** Above a chat's message box while the other person is away: 'Away until Jan 10' and their note. */
export function AwayNotice({ userId }: { userId: string }) {
  const away = useTrustQuery(userId).data?.trust.away;
  if (!away) return null;
  return (
    <p className={styles.away} role="note">
      <strong>{AWAY_MESSAGES.until(away.until)}</strong>
      {away.note && <span> · {away.note}</span>}
    </p>
  );
}
