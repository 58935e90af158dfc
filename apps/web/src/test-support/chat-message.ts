import type { ChatMessage } from '@campus/domain';

/** A plain text message of a chat, as the API answers it, from `from`. */
export function chatMessage(
  id: string,
  from: { id: string; firstName: string },
  plainText: string,
  createdAt: string,
): ChatMessage {
  const user = { ...from, username: from.firstName.toLowerCase(), lastName: 'C', img: null, verified: true };
  return {
    id,
    chatId: 'c1',
    user,
    text: null,
    plainText,
    sharedPost: null,
    image: null,
    likeCount: 0,
    likedByMe: false,
    createdAt,
  };
}
