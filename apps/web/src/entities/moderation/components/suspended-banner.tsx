import { MODERATION_MESSAGES } from '@campus/domain';
import { useViewer } from '../../../lib/session';
import { browserTimeZone } from '../../../lib/time-zone';
import styles from '../moderation.module.css';

/** A suspended member's banner: until when, and what they can still do. */
export function SuspendedBanner() {
  const viewer = useViewer();
  if (!viewer?.suspendedUntil) return null;
  return (
    <section className={styles.banner} aria-label="Account suspended" role="status">
      {MODERATION_MESSAGES.suspended(viewer.suspendedUntil, browserTimeZone() || undefined)}
    </section>
  );
}
