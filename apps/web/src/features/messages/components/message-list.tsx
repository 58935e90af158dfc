import { CHAT_MESSAGES, type Chat } from '@campus/domain';
import { useMemo } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { fullName, readReceipt } from '../../../entities/messages/message-rules';
import { MESSAGES_LABELS } from '../../../entities/messages/messages-labels';
import { useMessagesQuery } from '../api/get-messages';
import { useReactToMessage } from '../api/react-to-message';
import styles from '../chat.module.css';
import { useChatScroll } from '../hooks/use-chat-scroll';
import { orderForDisplay } from '../message-cache';
import { earlyMessageIds, tipsForMessage } from '../trade-tips';
import { MessageItem } from './message-item';

/** The conversation, oldest at the top; older pages load near the top; 'Delivered' / 'Seen'. */
export function MessageList({ chat, viewerId }: { chat: Chat; viewerId: string }) {
  const query = useMessagesQuery(chat.id);
  const react = useReactToMessage(chat.id);
  const items = useMemo(() => orderForDisplay(query.data?.pages ?? []), [query.data]);
  const { ref, onScroll } = useChatScroll({
    items,
    viewerId,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: query.fetchNextPage,
  });
  const early = useMemo(() => earlyMessageIds(items, query.hasNextPage), [items, query.hasNextPage]);
  const receipt = readReceipt(items, viewerId, chat.otherLastReadAt);
  const latestIncoming = items.findLast((m) => m.user.id !== viewerId);
  return (
    <div className={styles.listWrap}>
      {query.isFetchingNextPage && (
        <div className={styles.loadingOlder}>
          <Spinner label={MESSAGES_LABELS.loadingOlder} />
        </div>
      )}
      <section
        ref={ref}
        className={styles.scroller}
        onScroll={onScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label={MESSAGES_LABELS.messagesWith(fullName(chat.other))}
      >
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <p className={styles.note}>{CHAT_MESSAGES.somethingWentWrong}</p>
        ) : (
          <ol className={styles.messages}>
            {items.map((m) => (
              <MessageItem
                key={m.id}
                message={m}
                mine={m.user.id === viewerId}
                blocked={chat.blockedByMe}
                receipt={receipt?.messageId === m.id ? receipt.label : null}
                tips={tipsForMessage(m, m.user.id === viewerId, early.has(m.id))}
                onReact={() => react.mutate(m)}
              />
            ))}
          </ol>
        )}
      </section>
      <p className="visually-hidden" aria-live="polite">
        {latestIncoming ? `${fullName(latestIncoming.user)}: ${latestIncoming.plainText}` : ''}
      </p>
    </div>
  );
}
