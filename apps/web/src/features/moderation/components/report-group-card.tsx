import {
  MODERATION_ACTION_LABELS,
  MODERATION_ACTIONS,
  type ModerationAction,
  REPORT_REASON_LABELS,
  type ReportGroup,
} from '@campus/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import styles from '../../../entities/moderation/moderation.module.css';
import { timeAgo } from '../../../lib/time-ago';
import { ActionDialog } from './action-dialog';

const KIND: Record<ReportGroup['targetType'], string> = {
  post: 'Post',
  comment: 'Comment',
  message: 'Chat message',
  profile: 'Profile',
  rating: 'Rating',
};

/** The actions a group allows: what is gone (or a banned author) can only be dismissed; a profile has nothing to remove. */
function actionsFor(group: ReportGroup): ModerationAction[] {
  if (group.author.banned || group.content.gone) return ['dismiss'];
  return MODERATION_ACTIONS.filter((a) => a !== 'remove' || group.targetType !== 'profile');
}

/**
 * One reported target in the queue: what was reported (text, image, a link to its post), its author
 * with their standing and prior actions, the reasons with their counts and notes, and the actions.
 */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const [action, setAction] = useState<ModerationAction | null>(null);
  const { author, content } = group;
  const label = `${KIND[group.targetType]} by ${author.firstName} ${author.lastName}`;
  return (
    <article className={styles.card} aria-label={label}>
      <div className={styles.cardHeader}>
        <span className={styles.kind}>{KIND[group.targetType]}</span>
        <Avatar person={author} size={28} />
        <Link to={`/${author.username}`}>
          {author.firstName} {author.lastName} (@{author.username})
        </Link>
        {author.banned && <strong>Banned</strong>}
      </div>
      {content.gone ? (
        <p className={`${styles.content} ${styles.gone}`}>Already removed or deleted</p>
      ) : (
        content.plainText && <p className={styles.content}>{content.plainText}</p>
      )}
      {content.imageUrl && !content.gone && <img className={styles.image} src={content.imageUrl} alt="" />}
      {content.postId && !content.gone && <Link to={`/post/${content.postId}`}>Open the post</Link>}
      <p className={styles.meta}>
        {group.reportCount} {group.reportCount === 1 ? 'report' : 'reports'}, first{' '}
        {timeAgo(group.firstReportedAt)}
        {author.suspendedUntil && ` · suspended until ${new Date(author.suspendedUntil).toLocaleString()}`}
      </p>
      <ul className={styles.reasons} aria-label="Reasons">
        {group.reasons.map((r) => (
          <li key={r.reason} className={styles.chip}>
            {REPORT_REASON_LABELS[r.reason]} × {r.count}
          </li>
        ))}
      </ul>
      {group.notes.length > 0 && (
        <ul className={styles.notes} aria-label="Notes from reporters">
          {group.notes.map((n) => (
            <li key={`${n.createdAt}-${n.note}`}>{n.note}</li>
          ))}
        </ul>
      )}
      <p className={styles.meta}>
        {group.priorActions.length === 0
          ? 'No earlier actions on this member.'
          : `Earlier: ${group.priorActions.map((a) => `${a.action} (${timeAgo(a.createdAt)})`).join(', ')}`}
      </p>
      <div className={styles.actions}>
        {actionsFor(group).map((a) => (
          <Button
            key={a}
            size="small"
            variant={a === 'dismiss' ? 'secondary' : 'dark'}
            onClick={() => setAction(a)}
          >
            {MODERATION_ACTION_LABELS[a]}
          </Button>
        ))}
      </div>
      <ActionDialog group={group} action={action} onClose={() => setAction(null)} />
    </article>
  );
}
