// POST /api/chats/{id}/read: when a chat opens and when the other person's message arrives in it.
// The inbox drops the chat's unread dot at once and then refetches (a refetch already on its way
// may have been answered before the read); the chat's notifications are read with it, so the
// notifications list refetches too.
import type { Chat } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '../../../entities/messages/api/chat-keys';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const markChatRead = (id: string) =>
  api<void>(`/api/chats/${encodeURIComponent(id)}/read`, { method: 'POST', json: {} });

export function useMarkChatRead() {
  const client = useQueryClient();
  return useAction({
    mutationFn: markChatRead,
    // Asked again as a message arrives: the read in flight may have been made before it.
    repeat: 'once-more',
    onSuccess: (_void, id) => {
      client.setQueryData<Chat[]>(chatKeys.chats, (list) =>
        list?.map((c) => (c.id === id ? { ...c, unread: false } : c)),
      );
      void client.invalidateQueries({ queryKey: chatKeys.chats });
      // The badge (unread notifications plus unread chats) counts this chat no more.
      void client.invalidateQueries({ queryKey: ['unread'] });
      void client.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
}
