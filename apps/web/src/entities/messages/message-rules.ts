// Pure rules of the chat screen and the new-message search (community §2, §4, §5).
import { CHAT_MESSAGES, type Chat, type ChatMessage } from '@campus/domain';

/** The editor document the server stores: one paragraph per line of the message box. */
export interface LexicalDoc {
  root: {
    type: 'root';
    children: { type: 'paragraph'; children: { type: 'text'; text: string }[] }[];
  };
}

/** The text of a plain message box (Windows line ends made plain) as the server's document. */
export function toLexicalDoc(text: string): LexicalDoc {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  return {
    root: {
      type: 'root',
      children: lines.map((t) => ({ type: 'paragraph', children: [{ type: 'text', text: t }] })),
    },
  };
}

/**
 * 'Seen' or 'Delivered' for the viewer's latest message (shown under it): Seen once the other
 * person read the chat at or after it was sent.
 */
export function readReceipt(
  ordered: readonly ChatMessage[],
  viewerId: string,
  otherLastReadAt: string | null,
): { messageId: string; label: string } | null {
  const own = ordered.findLast((m) => m.user.id === viewerId);
  if (!own) return null;
  const seen = otherLastReadAt !== null && Date.parse(otherLastReadAt) >= Date.parse(own.createdAt);
  return { messageId: own.id, label: seen ? CHAT_MESSAGES.seen : CHAT_MESSAGES.delivered };
}

/** How many chats have the unread dot (the badge), not counting the one open now. */
export function countUnread(chats: readonly Chat[], openChatId?: string): number {
  return chats.filter((c) => c.unread && c.id !== openChatId).length;
}

/** The people search runs only above 1 character (§5); null means 'do not search'. */
export function searchTermOf(text: string): string | null {
  const term = text.trim();
  return term.length > 1 ? term : null;
}

/** Full name of a person as the inbox and headers show it. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
