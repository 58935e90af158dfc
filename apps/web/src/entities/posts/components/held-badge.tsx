import { AUTOMOD_MESSAGES, type HeldKind } from '@campus/domain';
import styles from './post.module.css';

/**
 * On the author's own held post, comment or message (nobody else is sent it): 'Waiting for review'
 * when a rule held it, 'Hidden while a moderator reviews reports.' after reports by several members.
 */
export function HeldBadge({ held }: { held?: HeldKind | null }) {
  if (!held) return null;
  return (
    <span className={styles.held}>
      {held === 'reports' ? AUTOMOD_MESSAGES.hiddenForReports : AUTOMOD_MESSAGES.waitingForReview}
    </span>
  );
}
