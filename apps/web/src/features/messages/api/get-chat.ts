// One chat (GET /api/chats/{id}): the other person and their read time for 'Seen'. Shown at once
// from the inbox's copy while the chat's own answer loads; a 'chat.read' event refetches it.
import type { Chat } from '@campus/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '../../../entities/messages/api/chat-keys';
import { api } from '../../../lib/api-client';

export const getChat = (id: string) => api<Chat>(`/api/chats/${encodeURIComponent(id)}`);

export function useChatQuery(id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: chatKeys.chat(id),
    queryFn: () => getChat(id),
    staleTime: 0,
    placeholderData: () => client.getQueryData<Chat[]>(chatKeys.chats)?.find((c) => c.id === id),
  });
}
