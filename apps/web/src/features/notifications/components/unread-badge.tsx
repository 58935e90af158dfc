import type { ReactNode } from 'react';
import { useUnreadCounts } from '../api/unread';
import { formatUnreadCount, unreadLabel } from '../unread-count';
import styles from './unread-badge.module.css';

export interface UnreadBadgeProps {
  /** Which count: notifications plus chats (default), unread notifications, or unread chats. */
  of?: 'total' | 'notifications' | 'chats';
  /** The words after the number for screen readers: '3 unread' by default. */
  label?: string;
  /** Shows the bubble only at widths of 769 px or less (the settings back control, §2.2). */
  mobileOnly?: boolean;
  /** An icon to wear the bubble on its top-right corner; without it the bubble sits inline. */
  children?: ReactNode;
}

/**
 * A small count bubble of the viewer's unread items: hidden at 0, '99+' above 99, read aloud as
 * '3 unread'. Inside a control named by aria-label that text is not read: name the control with
 * `withUnreadCount` instead.
 */
export function UnreadBadge({
  of = 'total',
  label = 'unread',
  mobileOnly = false,
  children,
}: UnreadBadgeProps) {
  const count = useUnreadCounts()[of];
  const bubble =
    count > 0 ? (
      <span
        className={[styles.badge, children !== undefined && styles.corner, mobileOnly && styles.mobileOnly]
          .filter(Boolean)
          .join(' ')}
      >
        <span aria-hidden="true">{formatUnreadCount(count)}</span>
        <span className="visually-hidden">{unreadLabel(count, label)}</span>
      </span>
    ) : null;
  if (children === undefined) return bubble;
  return (
    <span className={styles.anchor}>
      {children}
      {bubble}
    </span>
  );
}
