import { type Chat, isDeletedAuthor } from '@campus/domain';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { useConfirmedMutation } from '../../../components/ui/confirm-dialog';
import { BackIcon } from '../../../components/ui/icons';
import { OptionsMenu, OptionsMenuItem } from '../../../components/ui/options-menu';
import { useBlockDialog } from '../../../entities/blocks';
import { fullName } from '../../../entities/messages/message-rules';
import { MESSAGES_LABELS } from '../../../entities/messages/messages-labels';
import { TrustSummary } from '../../../entities/trades';
import { useDeleteChat } from '../api/delete-chat';
import styles from '../chat.module.css';

/**
 * The conversation's header: back to the inbox (1000 px or less), the other person (no link once
 * their account is deleted) with trust at a glance, the menu: Block or Unblock them, Delete conversation.
 */
export function ChatHeader({ chat }: { chat: Chat }) {
  const confirmDelete = useConfirmedMutation(useDeleteChat(), chat.id, {
    title: MESSAGES_LABELS.deleteTitle,
    text: MESSAGES_LABELS.deleteText,
    confirmLabel: MESSAGES_LABELS.delete,
  });
  const deleted = isDeletedAuthor(chat.other);
  const block = useBlockDialog({ id: chat.other.id, name: fullName(chat.other) }, chat.blockedByMe);
  const person = (
    <>
      <Avatar person={chat.other} size={36} />
      <span className={styles.name}>{fullName(chat.other)}</span>
    </>
  );
  return (
    <header className={styles.header}>
      <Link to="/messages" className={styles.back} aria-label={MESSAGES_LABELS.backToMessages}>
        <BackIcon />
      </Link>
      <div className={styles.titleBlock}>
        <h2 className={styles.title}>
          {deleted ? (
            <span className={styles.person}>{person}</span>
          ) : (
            <Link to={`/${chat.other.username}`} className={styles.person}>
              {person}
            </Link>
          )}
        </h2>
        {!deleted && <TrustSummary userId={chat.other.id} name={fullName(chat.other)} />}
      </div>
      <OptionsMenu label={MESSAGES_LABELS.options} triggerClassName={styles.menuButton}>
        {!deleted && <OptionsMenuItem onSelect={block.open}>{block.label}</OptionsMenuItem>}
        <OptionsMenuItem danger onSelect={confirmDelete.open}>
          {MESSAGES_LABELS.deleteConversation}
        </OptionsMenuItem>
      </OptionsMenu>
      {confirmDelete.dialog}
      {block.dialog}
    </header>
  );
}
