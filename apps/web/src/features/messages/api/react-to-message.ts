// POST /api/messages/{id}/react toggles the viewer's reaction: shown at once, put back if refused;
// 'Reaction sent.' when it is now on.
import { CHAT_MESSAGES, type ChatMessage } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { api, refusalSentence } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { patchMessage, toggleLiked } from '../message-cache';
import { messagesQueryOptions } from './get-messages';

export const reactToMessage = (id: string) =>
  api<{ liked: boolean }>(`/api/messages/${encodeURIComponent(id)}/react`, { method: 'POST', json: {} });

export function useReactToMessage(chatId: string) {
  const client = useQueryClient();
  const alert = useAlert();
  const { queryKey } = messagesQueryOptions(chatId);
  return useAction({
    mutationFn: (message: ChatMessage) => reactToMessage(message.id),
    onMutate: async (message) => {
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData(queryKey);
      client.setQueryData(queryKey, (data) => (data ? patchMessage(data, message.id, toggleLiked) : data));
      return { before };
    },
    onError: (error, _message, context) => {
      if (context?.before) client.setQueryData(queryKey, context.before);
      alert(refusalSentence(error, CHAT_MESSAGES.somethingWentWrong), 'danger');
    },
    onSuccess: ({ liked }) => {
      if (liked) alert(CHAT_MESSAGES.reactionSent, 'success');
    },
  });
}
