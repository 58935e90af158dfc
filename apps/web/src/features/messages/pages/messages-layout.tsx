import { CHAT_MESSAGES } from '@campus/domain';
import { useParams } from 'react-router';
import { ChatScreen } from '../components/chat-screen';
import { Inbox } from '../components/inbox';
import styles from '../messages.module.css';

/**
 * /messages and /messages/:chatId (community §2): the inbox beside the conversation above 1000 px;
 * at 1000 px or less the inbox alone on /messages and the conversation alone on /messages/:chatId.
 */
export function MessagesLayout() {
  const { chatId } = useParams();
  return (
    <div className={`${styles.layout} ${chatId ? styles.hasChat : ''}`}>
      <Inbox activeId={chatId} />
      <div className={styles.pane}>
        {chatId ? (
          <ChatScreen key={chatId} chatId={chatId} />
        ) : (
          <p className={styles.empty}>{CHAT_MESSAGES.noneSelected}</p>
        )}
      </div>
    </div>
  );
}
