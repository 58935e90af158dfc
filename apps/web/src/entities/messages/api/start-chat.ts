// POST /api/chats opens the one chat between the viewer and a member (made on first use: 'New
// Conversation Started'), then goes to it. Opening sends nothing: a post to share waits in the chat's
// message box and goes with the first message (the other person hears of nothing before that), so
// Back, Forward or a reload never send it again.
import type { Chat } from '@campus/domain';
import { CHAT_MESSAGES } from '@campus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAlert } from '../../../components/ui/alerts/alert-provider';
import { api } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { attachSharedPost } from '../chat-draft';
import { describeChatError } from '../chat-errors';
import { chatKeys } from './chat-keys';

export const startChat = (userId: string) =>
  api<{ chat: Chat; created: boolean }>('/api/chats', { method: 'POST', json: { userId } });

export interface StartChatInput {
  userId: string;
  /** A post to put in the chat's message box (sent with the first message). */
  sharePostId?: string;
  /** Go to the chat in place of the current page (a page that starts chats: Back must skip it). */
  replace?: boolean;
}

/** Starts (or reopens) a chat and navigates to it; alerts on refusal ('Verify your account' for 403). */
export function useStartChat() {
  const client = useQueryClient();
  const alert = useAlert();
  const navigate = useNavigate();
  return useAction({
    mutationFn: ({ userId }: StartChatInput) => startChat(userId),
    onSuccess: ({ chat, created }, { sharePostId, replace }) => {
      if (sharePostId) attachSharedPost(chat.id, sharePostId);
      if (created) alert(CHAT_MESSAGES.started, 'success');
      void client.invalidateQueries({ queryKey: chatKeys.chats });
      navigate(`/messages/${chat.id}`, { replace });
    },
    onError: (error) => {
      const { message, style } = describeChatError(error);
      alert(message, style);
    },
  });
}
