import { ACCOUNT_DATA_MESSAGES, BLOCK_MESSAGES, CHAT_MESSAGES, isDeletedAuthor } from '@campus/domain';
import { useEffect } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { isMissingChat } from '../../../entities/messages/chat-errors';
import { OfferPanel } from '../../../entities/offers';
import { AwayNotice, MeetupPanel } from '../../../entities/trades';
import { useViewer } from '../../../lib/session';
import { useChatQuery } from '../api/get-chat';
import { useMessagesQuery } from '../api/get-messages';
import { useMarkChatRead } from '../api/mark-chat-read';
import styles from '../chat.module.css';
import { useChatLive } from '../hooks/use-chat-live';
import layout from '../messages.module.css';
import { ChatComposer } from './chat-composer';
import { ChatHeader } from './chat-header';
import { MessageList } from './message-list';

/**
 * /messages/:chatId (community §2): the other person, the chat's offers and meetups, the messages newest at the bottom and the
 * message box (a note instead when the viewer blocked the other person or their account is gone).
 * Opening it marks it read; it stays live while open (see useChatLive).
 */
export function ChatScreen({ chatId }: { chatId: string }) {
  const viewer = useViewer();
  const chat = useChatQuery(chatId);
  const messages = useMessagesQuery(chatId);
  const missing = isMissingChat(chat.error) || isMissingChat(messages.error);
  const exists = chat.isSuccess && !chat.isPlaceholderData;
  const { mutate: markRead } = useMarkChatRead();
  useChatLive(chatId, viewer?.id ?? '', Boolean(viewer) && !missing);
  useEffect(() => {
    if (exists) markRead(chatId);
  }, [exists, chatId, markRead]);

  if (missing) return <p className={layout.empty}>{CHAT_MESSAGES.missing}</p>;
  if (!chat.data || !viewer) {
    return chat.isError ? <p className={layout.empty}>{CHAT_MESSAGES.somethingWentWrong}</p> : <Spinner />;
  }
  const canSend = !isDeletedAuthor(chat.data.other) && !chat.data.blockedByMe;
  const messageCount = messages.data?.pages.reduce((n, p) => n + p.messages.length, 0) ?? 0;
  return (
    <div className={styles.screen}>
      <ChatHeader chat={chat.data} />
      <OfferPanel chatId={chatId} viewerId={viewer.id} messageCount={messageCount} />
      <MeetupPanel chatId={chatId} viewerId={viewer.id} messageCount={messageCount} canSend={canSend} />
      <MessageList chat={chat.data} viewerId={viewer.id} />
      {isDeletedAuthor(chat.data.other) ? (
        <p className={styles.closed}>{ACCOUNT_DATA_MESSAGES.otherDeleted}</p>
      ) : chat.data.blockedByMe ? (
        <p className={styles.closed}>{BLOCK_MESSAGES.youBlockedThem}</p>
      ) : (
        <>
          <AwayNotice userId={chat.data.other.id} />
          <ChatComposer chatId={chatId} />
        </>
      )}
    </div>
  );
}
