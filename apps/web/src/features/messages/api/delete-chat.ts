// DELETE /api/chats/{id}: its messages, then the chat; 'Chat deleted' and back to /messages. Done at
// the hook's level so the alert still shows when a 'chat.deleted' event unmounts the screen first.
import { CHAT_MESSAGES, type Chat } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { chatKeys } from '../../../entities/messages/api/chat-keys';
import { api, refusalSentence } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

export const deleteChat = (id: string) =>
  api<void>(`/api/chats/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteChat() {
  const client = useQueryClient();
  const alert = useAlert();
  const navigate = useNavigate();
  return useAction({
    mutationFn: deleteChat,
    onSuccess: (_void, id) => {
      client.setQueryData<Chat[]>(chatKeys.chats, (list) => list?.filter((c) => c.id !== id));
      void client.invalidateQueries({ queryKey: chatKeys.chats });
      alert(CHAT_MESSAGES.deleted, 'success');
      navigate('/messages', { replace: true });
    },
    onError: (err) => alert(refusalSentence(err, CHAT_MESSAGES.deleteFailed), 'danger'),
  });
}
