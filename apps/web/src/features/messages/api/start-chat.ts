// POST /api/chats opens the one chat between the viewer and a member (made on first use: 'New
// Conversation Started'), optionally shares a post into it once, then goes to the chat.
import type { Chat } from '@campus/domain';
import { CHAT_MESSAGES } from '@campus/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { api } from '../../../lib/api-client';
import { describeChatError } from '../chat-errors';
import { chatKeys } from './chat-keys';
import { sendMessage } from './send-message';

export const startChat = (userId: string) =>
  api<{ chat: Chat; created: boolean }>('/api/chats', { method: 'POST', json: { userId } });

export interface StartChatInput {
  userId: string;
  sharePostId?: string;
}

/** Starts (or reopens) a chat and navigates to it; alerts on refusal ('Verify your account' for 403). */
export function useStartChat() {
  const client = useQueryClient();
  const alert = useAlert();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ userId, sharePostId }: StartChatInput) => {
      const { chat, created } = await startChat(userId);
      let shareError: unknown = null;
      if (sharePostId) {
        // The chat exists now: a failed share still opens it, with the share's own alert.
        await sendMessage(chat.id, { sharedPostId: sharePostId }).catch((error: unknown) => {
          shareError = error;
        });
      }
      return { chat, created, shareError };
    },
    onSuccess: ({ chat, created, shareError }) => {
      if (created) alert(CHAT_MESSAGES.started, 'success');
      if (shareError) {
        const { message, style } = describeChatError(shareError);
        alert(message, style);
      }
      void client.invalidateQueries({ queryKey: chatKeys.chats });
      navigate(`/messages/${chat.id}`);
    },
    onError: (error) => {
      const { message, style } = describeChatError(error);
      alert(message, style);
    },
  });
}
