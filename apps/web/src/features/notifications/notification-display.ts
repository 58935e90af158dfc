// How a notification reads in the list and where it leads (community §3 types). Pure, so tested.
import type { AppNotification } from '@campus/domain';

/** The notification types of community §3; the wire type is a plain string, so others may arrive. */
export type NotificationType =
  | 'message'
  | 'comment'
  | 'comment reply'
  | 'comment interaction'
  | 'post interaction'
  | 'like'
  | 'new chat'
  | 'message like'
  | 'moderation'
  | 'price drop'
  | 'saved search'
  | 'sale'
  | 'rating'
  | 'meetup'
  | 'meetup outcome'
  | 'request match'
  | 'listing reminder';

/** What the sender did, after their name. */
const ACTIONS: Record<NotificationType, string> = {
  message: 'sent you a message',
  comment: 'commented on your post',
  'comment reply': 'replied to your comment',
  'comment interaction': 'interacted with your comment',
  'post interaction': 'interacted with your post',
  like: 'saved your post',
  'new chat': 'started a conversation with you',
  'message like': 'reacted to your message',
  moderation: 'sent you a notice',
  // Marketplace alerts (the message carries 'Price dropped on a post you saved' or the saved search's words).
  'price drop': 'dropped the price of a post you saved',
  'saved search': 'posted something matching your saved search',
  sale: 'marked you as the buyer',
  rating: 'rated you',
  // The message carries how soon, the place and the time ('Meetup in 3 minutes: Library steps, …').
  meetup: 'has a meetup with you soon',
  // The message asks 'Did the sale happen?' with the place and time; the card in the chat answers.
  // At the meetup's time: nobody has confirmed meeting, so it says only that the time has come.
  'meetup outcome': 'has a meetup with you now',
  // The message says "A new listing may be what you're looking for: …" with the listing's start.
  'request match': "posted a listing that may be what you're looking for",
  // To the seller from themselves; the message asks 'Still selling {title}?' and the post has Renew.
  'listing reminder': 'has a listing about to expire',
};

/** Types about a chat: they open the conversation rather than a post. */
const CHAT_TYPES: ReadonlySet<string> = new Set<NotificationType>([
  'message',
  'new chat',
  'message like',
  'meetup',
  'meetup outcome',
]);

const isKnownType = (type: string): type is NotificationType => Object.hasOwn(ACTIONS, type);

/**
 * What the sender did, read after their name ('Ray R.' + 'commented on your post'); a type this
 * build does not know still reads as a sentence.
 */
export function notificationAction(type: string): string {
  return isKnownType(type) ? ACTIONS[type] : 'sent you a notification';
}

/** The sender as people see them ('Ray R.'; the last name is stored as an initial), else @username. */
export function senderName(
  from: Pick<AppNotification['from'], 'firstName' | 'lastName' | 'username'>,
): string {
  const name = `${from.firstName} ${from.lastName}`.trim();
  return name || `@${from.username}`;
}

/** The text the notification carries (a comment or message preview) on one line, or null. */
export function notificationSnippet(n: Pick<AppNotification, 'message'>): string | null {
  const text = n.message.replace(/\s+/g, ' ').trim();
  return text || null;
}

/** Where tapping it leads: the chat for chat types, else the post; null when neither exists. */
export function notificationHref(n: Pick<AppNotification, 'type' | 'postId' | 'chatId'>): string | null {
  const chat = n.chatId ? `/messages/${n.chatId}` : null;
  const post = n.postId ? `/post/${n.postId}` : null;
  return CHAT_TYPES.has(n.type) ? (chat ?? post) : (post ?? chat);
}
