import { CHAT_MESSAGES, type Chat } from '@campus/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { ButtonLink } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { TimeAgo } from '../../../components/ui/time-ago';
import { useChatsQuery, useLiveChats } from '../../../entities/messages/api/get-chats';
import { fullName } from '../../../entities/messages/message-rules';
import { MESSAGES_LABELS } from '../../../entities/messages/messages-labels';
import styles from '../messages.module.css';

function InboxRow({ chat, active }: { chat: Chat; active: boolean }) {
  const unread = chat.unread && !active;
  return (
    <li>
      <Link
        to={`/messages/${chat.id}`}
        className={`${styles.row} ${active ? styles.rowActive : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        <Avatar person={chat.other} size={44} />
        <span className={styles.rowText}>
          <span className={styles.rowTop}>
            <span className={styles.rowName}>{fullName(chat.other)}</span>
            <TimeAgo className={styles.rowTime} iso={chat.lastMessageAt ?? chat.createdAt} />
          </span>
          <span className={`${styles.preview} ${unread ? styles.previewUnread : ''}`}>
            {chat.lastMessagePreview ?? MESSAGES_LABELS.noPreview}
          </span>
        </span>
        {unread && (
          <span className={styles.dot}>
            <span className="visually-hidden">{MESSAGES_LABELS.unread}</span>
          </span>
        )}
      </Link>
    </li>
  );
}

/** The inbox (community §2): one row per chat, newest activity first, live. */
export function Inbox({ activeId }: { activeId?: string }) {
  const { data: chats, isPending, isError } = useChatsQuery();
  useLiveChats(true);
  const titleId = useId();
  return (
    <nav className={styles.inbox} aria-labelledby={titleId}>
      <header className={styles.inboxHeader}>
        <h1 id={titleId} className={styles.inboxTitle}>
          {MESSAGES_LABELS.title}
        </h1>
        <ButtonLink to="/messages/new" size="small">
          <PlusIcon width={18} height={18} />
          {MESSAGES_LABELS.newMessage}
        </ButtonLink>
      </header>
      {isPending ? (
        <Spinner label={`Loading ${MESSAGES_LABELS.conversations.toLowerCase()}`} />
      ) : isError ? (
        <p className={styles.note}>{CHAT_MESSAGES.somethingWentWrong}</p>
      ) : chats.length === 0 ? (
        <p className={styles.note}>{MESSAGES_LABELS.noChats}</p>
      ) : (
        <ul className={styles.rows} aria-label={MESSAGES_LABELS.conversations}>
          {chats.map((chat) => (
            <InboxRow key={chat.id} chat={chat} active={chat.id === activeId} />
          ))}
        </ul>
      )}
    </nav>
  );
}
