// POST /api/chats/{id}/messages: text (the editor document), a shared post or one uploaded photo.
// The answer joins the chat's cache at once; the inbox refetches for its preview.
import type { ChatMessage } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '../../../entities/messages/api/chat-keys';
import type { LexicalDoc } from '../../../entities/messages/message-rules';
import { api } from '../../../lib/api-client';
import { keyedSend } from '../../../lib/submission-keys';
import { useAction } from '../../../lib/use-action';
import { addSentMessage } from './get-messages';

export interface SendMessageInput {
  text?: LexicalDoc;
  sharedPostId?: string;
  uploadId?: string;
  /** The same for every try of one send (double taps, retries, a reload): the server keeps one. */
  clientKey?: string;
}

export const sendMessage = (chatId: string, input: SendMessageInput) =>
  api<ChatMessage>(`/api/chats/${encodeURIComponent(chatId)}/messages`, { method: 'POST', json: input });

/**
 * Sends with the input's key claimed for its content (keyedSend); `adopt` is told when another key
 * had to be used (the draft's was answered already, or claimed for other words), to keep for a retry.
 */
export function useSendMessage(chatId: string, adopt?: (clientKey: string) => void) {
  const client = useQueryClient();
  return useAction({
    mutationFn: keyedSend<SendMessageInput, ChatMessage>((input) => sendMessage(chatId, input), adopt),
    onSuccess: (message) => {
      addSentMessage(client, message);
      void client.invalidateQueries({ queryKey: chatKeys.chats });
    },
  });
}
