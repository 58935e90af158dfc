import type { AppNotification } from '@campus/domain';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { TimeAgo } from '../../../components/ui/time-ago';
import {
  notificationAction,
  notificationHref,
  notificationSnippet,
  senderName,
} from '../notification-display';
import styles from '../notifications.module.css';

/**
 * One notification: the sender's photo, what they did, the quoted text when there is one, and
 * when. The whole row links to the post or chat; `unread` marks it as new on this visit.
 */
export function NotificationItem({
  notification: n,
  unread,
}: {
  notification: AppNotification;
  unread: boolean;
}) {
  const href = notificationHref(n);
  const snippet = notificationSnippet(n);
  const body = (
    <>
      <Avatar person={n.from} size={40} />
      <div className={styles.itemText}>
        <p className={styles.sentence}>
          {unread && <span className="visually-hidden">Unread: </span>}
          <strong>{senderName(n.from)}</strong> {notificationAction(n.type)}
          <span className={styles.time}>
            {' · '}
            <TimeAgo iso={n.createdAt} />
          </span>
        </p>
        {snippet && <q className={styles.snippet}>{snippet}</q>}
      </div>
      {unread && <span className={styles.dot} aria-hidden="true" />}
    </>
  );
  const className = `${styles.item} ${unread ? styles.unread : ''}`;
  return href ? (
    <Link to={href} className={className}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}
