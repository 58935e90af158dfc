import { CHAT_MESSAGES } from '@campus/domain';
import { useEffect } from 'react';
import { PageEnd } from '../../../components/ui/page-end';
import { Spinner } from '../../../components/ui/spinner';
import { PushPrompt } from '../../../entities/push';
import { useLiveNotifications, useNotificationsQuery } from '../api/notifications';
import { NotificationItem } from '../components/notification-item';
import { NotificationsHeader } from '../components/notifications-header';
import { useReadOnOpen } from '../hooks/use-read-on-open';
import styles from '../notifications.module.css';

/**
 * /notifications (signed in): the viewer's notifications, newest first, 15 at a time with more on
 * scrolling. Opening it marks them all read (the badge becomes 0); those that were unread keep a
 * highlight for this visit. A failed load shows the empty list (community §8).
 */
export function NotificationsPage() {
  const query = useNotificationsQuery();
  const { data, isPending } = query;
  const unreadIds = useReadOnOpen(query);
  useLiveNotifications();
  useEffect(() => {
    document.title = 'Notifications';
  }, []);
  const notifications = data?.pages.flatMap((page) => page.notifications) ?? [];
  return (
    <>
      <NotificationsHeader />
      <PushPrompt />
      {isPending ? (
        <Spinner label="Loading notifications" />
      ) : notifications.length === 0 ? (
        <section className={styles.empty}>
          <h2>{CHAT_MESSAGES.noNotifications}</h2>
        </section>
      ) : (
        <ul className={styles.list} aria-label="Notifications">
          {notifications.map((n) => (
            <li key={n.id}>
              <NotificationItem notification={n} unread={!n.read || unreadIds.has(n.id)} />
            </li>
          ))}
        </ul>
      )}
      <PageEnd query={query} loadingLabel="Loading more notifications" />
    </>
  );
}
