import { CHAT_MESSAGES } from '@campus/domain';
import { useEffect } from 'react';
import { useViewer } from '../../../lib/session';
import { NotificationsHeader } from '../components/notifications-header';
import styles from '../notifications.module.css';

/**
 * /notifications/mentions (signed in). The spec's page is a placeholder with sample posts; nothing
 * records mentions yet, so rather than show invented posts it says what will appear here.
 */
export function MentionsPage() {
  const viewer = useViewer();
  useEffect(() => {
    document.title = 'Mentions';
  }, []);
  const handle = viewer ? `@${viewer.username}` : 'your @username';
  return (
    <>
      <NotificationsHeader />
      <section className={styles.empty}>
        <h2>{CHAT_MESSAGES.noNotifications}</h2>
        <p>When someone mentions you as {handle} in a post or a comment, it will be listed here.</p>
      </section>
    </>
  );
}
