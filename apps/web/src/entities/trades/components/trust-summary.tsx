import {
  AWAY_MESSAGES,
  REPLY_TIME_MESSAGES,
  ratingSummary,
  STANDING_LABELS,
  TRUST_MESSAGES,
} from '@campus/domain';
import { useTrustQuery } from '../api/trust';
import styles from '../trades.module.css';

/**
 * Trust at a glance: school verified, when they joined, their ratings, listings sold, how fast they
 * usually reply, New account under a week old, and on a post page 'Away until Jan 10'. Nothing while it loads or when it can't be read.
 */
export function TrustSummary({
  userId,
  name,
  onPost = false,
}: {
  userId: string;
  name: string;
  /** On a post page, under the seller's post (with room around it). */
  onPost?: boolean;
}) {
  const { data } = useTrustQuery(userId);
  const trust = data?.trust;
  if (!trust) return null;
  const list = (
    <ul className={styles.trust} aria-label={TRUST_MESSAGES.label(name)}>
      <li>{trust.schoolVerified ? TRUST_MESSAGES.schoolVerified : TRUST_MESSAGES.notSchoolVerified}</li>
      {trust.standing && <li>{STANDING_LABELS[trust.standing]}</li>}
      <li>{TRUST_MESSAGES.joined(trust.joinedAt)}</li>
      <li>{ratingSummary(trust.rating.average, trust.rating.count) ?? TRUST_MESSAGES.noRatings}</li>
      <li>{TRUST_MESSAGES.sold(trust.soldCount)}</li>
      {trust.confirmedSaleCount > 0 && <li>{TRUST_MESSAGES.confirmedSales(trust.confirmedSaleCount)}</li>}
      {trust.replyTime && <li>{REPLY_TIME_MESSAGES[trust.replyTime]}</li>}
      {trust.away && onPost && <li>{AWAY_MESSAGES.until(trust.away.until)}</li>}
      {trust.newAccount && (
        <li className={styles.newAccount} title={TRUST_MESSAGES.newAccountHint}>
          {TRUST_MESSAGES.newAccount}
        </li>
      )}
    </ul>
  );
  if (!onPost) return list;
  // Under the post, the facts need to say whom they are about.
  return (
    <div className={styles.onPost}>
      <span className={styles.trustLead} aria-hidden="true">
        {TRUST_MESSAGES.label(name)}
      </span>
      {list}
    </div>
  );
}
