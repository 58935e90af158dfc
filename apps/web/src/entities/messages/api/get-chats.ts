// The inbox (GET /api/chats), newest activity first, cached as Chat[]. Live events on the viewer's
// own topic refetch it: a message in any chat (preview, unread dot), a chat made or deleted; after a
// reconnect (or the socket's first `ready`) it is refetched whole, since events may have been missed.
import type { Chat } from '@campus/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useViewer } from '../../../lib/session';
import { refetchLive, useRealtimeEvents } from '../../../lib/use-realtime';
import { countUnread } from '../message-rules';
import { chatKeys } from './chat-keys';

export const getChats = () => api<{ chats: Chat[] }>('/api/chats').then((r) => r.chats);

const INBOX_EVENTS = new Set(['message.created', 'chat.created', 'chat.deleted']);

export function useChatsQuery(enabled = true) {
  return useQuery({ queryKey: chatKeys.chats, queryFn: getChats, enabled });
}

/** Keeps the inbox fresh while mounted and `enabled`. */
export function useLiveChats(enabled: boolean): void {
  const client = useQueryClient();
  const refetch = () => refetchLive(client, chatKeys.chats);
  useRealtimeEvents(
    (event) => {
      if (INBOX_EVENTS.has(event.type)) refetch();
    },
    enabled,
    refetch,
  );
}

/** How many chats are unread (for the layout badges); 0 for a guest. Live while mounted. */
export function useUnreadChats(): number {
  const signedIn = Boolean(useViewer());
  useLiveChats(signedIn);
  const { data } = useQuery({
    queryKey: chatKeys.chats,
    queryFn: getChats,
    enabled: signedIn,
    select: (chats: Chat[]) => countUnread(chats),
  });
  return signedIn ? (data ?? 0) : 0;
}
