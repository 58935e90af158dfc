// The open chat, live: a new message is fetched by catch-up (?after= the newest cached one) and
// marks the chat read when it is the other person's; catch-ups run one after another so none
// skips or doubles a message. A resync (the socket's first `ready`, a reconnect) catches up too and
// refreshes the loaded messages' reactions, since events may have been missed. A meetup's step
// (`meetup.changed`: the other's answer, the seller's Yes or No, which sends no line) and a change of
// a listing its cards show (`post.changed`: Pending, Sold, Available) refetch the meetup cards, with
// their rating link after a sale.
import type { ChatMeetups, KnownRealtimeEvent } from '@campus/domain';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { chatKeys } from '../../../entities/messages/api/chat-keys';
import { meetupKeys } from '../../../entities/trades/api/meetups';
import { refetchLive, useRealtimeEvents } from '../../../lib/use-realtime';
import { catchUpMessages, refreshLoadedMessages, refreshMessage } from '../api/get-messages';
import { useMarkChatRead } from '../api/mark-chat-read';

const chatIdOf = (event: KnownRealtimeEvent): string | null =>
  'chatId' in event.payload ? event.payload.chatId : null;

/** Whether the chat's meetup cards (or the listings they may be about) show this post. */
function meetupsShow(client: QueryClient, chatId: string, postId: string): boolean {
  const data = client.getQueryData<ChatMeetups>(meetupKeys.chat(chatId));
  return Boolean(
    data && (data.meetups.some((m) => m.post.id === postId) || data.listings.some((l) => l.id === postId)),
  );
}

/** The meetup queries of the open chat that an event changes (messages have their own handling). */
export function chatMeetupsHear(client: QueryClient, event: KnownRealtimeEvent, chatId: string): QueryKey[] {
  const hears =
    (event.type === 'meetup.changed' && event.payload.chatId === chatId) ||
    (event.type === 'post.changed' && meetupsShow(client, chatId, event.payload.postId));
  return hears ? [meetupKeys.chat(chatId)] : [];
}

export function useChatLive(chatId: string, viewerId: string, enabled: boolean): void {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { mutate: markRead } = useMarkChatRead();
  const queue = useRef<Promise<void>>(Promise.resolve());

  const catchUp = useCallback(
    (refreshLoaded = false) => {
      queue.current = queue.current
        .then(async () => {
          const added = await catchUpMessages(client, chatId);
          if (added.some((m) => m.user.id !== viewerId)) markRead(chatId);
          if (refreshLoaded) await refreshLoadedMessages(client, chatId);
        })
        // A failed catch-up costs freshness only: the next event or reconnect asks again.
        .catch(() => {});
    },
    [client, chatId, viewerId, markRead],
  );

  const refetchChat = () => refetchLive(client, chatKeys.chat(chatId));

  useRealtimeEvents(
    (known) => {
      for (const key of chatMeetupsHear(client, known, chatId)) refetchLive(client, key);
      if (chatIdOf(known) !== chatId) return;
      if (known.type === 'message.created') catchUp();
      else if (known.type === 'message.reacted')
        void refreshMessage(client, chatId, known.payload.messageId).catch(() => {});
      else if (known.type === 'chat.read') refetchChat();
      else if (known.type === 'chat.deleted') navigate('/messages', { replace: true });
    },
    enabled,
    () => {
      catchUp(true);
      refetchChat();
      refetchLive(client, meetupKeys.chat(chatId));
    },
  );
}
