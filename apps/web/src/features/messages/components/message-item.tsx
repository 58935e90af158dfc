import {
  CHAT_MESSAGES,
  type ChatMessage,
  isDeletedAuthor,
  REPORT_MESSAGES,
  SHARED_POST_PREVIEW_MAX,
  truncateAtWord,
} from '@campus/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { OptionsMenu, OptionsMenuItem } from '../../../components/ui/options-menu';
import { TimeAgo } from '../../../components/ui/time-ago';
import { useBlockDialog } from '../../../entities/blocks';
import { StatusBadge } from '../../../entities/listings';
import { fullName } from '../../../entities/messages/message-rules';
import { MESSAGES_LABELS } from '../../../entities/messages/messages-labels';
import { ReportDialog } from '../../../entities/moderation';
import { HeldBadge, LinkedText } from '../../../entities/posts';
import styles from '../message.module.css';
import type { SafetyTip } from '../trade-tips';
import { TradeTip } from './trade-tip';

type SharedPost = NonNullable<ChatMessage['sharedPost']>;

/** A post shared into the chat: a card to /post/{id}, or '* Post deleted **' once it is gone. */
function SharedPostCard({ post }: { post: SharedPost }) {
  if (post.deleted) return <p className={styles.sharedDeleted}>{CHAT_MESSAGES.postDeleted}</p>;
  return (
    <Link to={`/post/${post.id}`} className={styles.shared}>
      {post.imageUrl && <img className={styles.sharedImage} src={post.imageUrl} alt="" loading="lazy" />}
      <span className={styles.sharedLabel}>
        {MESSAGES_LABELS.sharedPost} <StatusBadge status={post.status} />
      </span>
      {post.preview && (
        <span className={styles.sharedPreview}>{truncateAtWord(post.preview, SHARED_POST_PREVIEW_MAX)}</span>
      )}
    </Link>
  );
}

/**
 * A message's ⋯ menu (the other person's messages): Report (on Scam or fraud when a safety tip flags
 * the message, as the tip's own Report), and Block or Unblock its author (the chat's other person;
 * `blocked` is the chat's blockedByMe).
 */
function MessageMenu({
  message,
  blocked,
  flagged,
}: {
  message: ChatMessage;
  blocked: boolean;
  flagged: boolean;
}) {
  const [reporting, setReporting] = useState(false);
  const block = useBlockDialog({ id: message.user.id, name: fullName(message.user) }, blocked);
  return (
    <>
      <OptionsMenu label={MESSAGES_LABELS.messageOptions} triggerClassName={styles.menuButton}>
        <OptionsMenuItem onSelect={() => setReporting(true)}>{REPORT_MESSAGES.menuItem}</OptionsMenuItem>
        <OptionsMenuItem onSelect={block.open}>{block.label}</OptionsMenuItem>
      </OptionsMenu>
      <ReportDialog
        open={reporting}
        onOpenChange={setReporting}
        targetType="message"
        targetId={message.id}
        defaultReason={flagged ? 'scam' : undefined}
      />
      {block.dialog}
    </>
  );
}

/**
 * One message: its text (auto-linked), photo or shared post, time, reaction toggle and (the other
 * person's, while their account exists) the ⋯ menu.
 */
export function MessageItem({
  message,
  mine,
  blocked,
  receipt,
  tips,
  onReact,
}: {
  message: ChatMessage;
  mine: boolean;
  /** Whether the viewer blocked the message's author. */
  blocked: boolean;
  receipt: string | null;
  /** Safety tips for the other person's message (tradeSafetySignals). */
  tips: readonly SafetyTip[];
  onReact: () => void;
}) {
  const name = fullName(message.user);
  const { image } = message;
  return (
    <li className={`${styles.message} ${mine ? styles.mine : ''}`}>
      {!mine && <Avatar person={message.user} size={32} />}
      <div className={styles.body}>
        <span className="visually-hidden">{name}:</span>
        {message.plainText.trim() !== '' && (
          <p className={styles.bubble}>
            <LinkedText text={message.plainText} contactsAsText={tips.length > 0} />
          </p>
        )}
        {image && (
          <img
            className={styles.image}
            src={image.url}
            width={image.width}
            height={image.height}
            alt={MESSAGES_LABELS.photoFrom(name)}
            loading="lazy"
            style={image.placeholder ? { backgroundImage: `url(${image.placeholder})` } : undefined}
          />
        )}
        {message.sharedPost && <SharedPostCard post={message.sharedPost} />}
        <div className={styles.meta}>
          <TimeAgo iso={message.createdAt} title={new Date(message.createdAt).toLocaleString()} />
          <HeldBadge held={message.held} />
          <button type="button" className={styles.react} aria-pressed={message.likedByMe} onClick={onReact}>
            <span aria-hidden="true">{message.likedByMe ? '♥' : '♡'}</span>
            <span className="visually-hidden">{MESSAGES_LABELS.like}</span>
            <span>{message.likeCount}</span>
          </button>
          {!mine && !isDeletedAuthor(message.user) && (
            <MessageMenu message={message} blocked={blocked} flagged={tips.length > 0} />
          )}
        </div>
        {receipt && <p className={styles.receipt}>{receipt}</p>}
      </div>
      {/* Under the whole row, not in the sender's column: the tip is the site's word. */}
      {tips.length > 0 && !isDeletedAuthor(message.user) && (
        <TradeTip messageId={message.id} tips={tips} senderFirstName={message.user.firstName} />
      )}
    </li>
  );
}
