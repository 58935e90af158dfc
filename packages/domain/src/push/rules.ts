import { BOOK_MESSAGES } from '../books/messages';
import { titleFrom } from '../text/truncate';
import { PUSH_TYPE_OF_NOTIFICATION, type PushPayload, type PushType } from './types';

/** Why a push is not sent, or 'send'. */
export type PushDecision =
  | 'send'
  | 'not a push type'
  | 'actor is recipient'
  | 'blocked'
  | 'type turned off'
  | 'app open'
  | 'no subscription';

export interface PushFacts {
  notificationType: string;
  recipientId: string;
  actorId: string;
  /** The types the recipient turned off in settings. */
  turnedOff: readonly string[];
  /** Either person blocked the other (trust and safety). */
  blocked: boolean;
  /** The recipient has the app open and visible on some device right now. */
  appOpen: boolean;
  subscriptions: number;
}

/**
 * The one rule of whether an activity goes out as a push: never to the actor, never between people
 * where one blocked the other, not for a type turned off, not while the member has the app open (the
 * in-app badge and list tell them), and only to members with a device subscribed.
 */
export function decidePush(f: PushFacts): PushDecision {
  const type = pushTypeOf(f.notificationType);
  if (!type) return 'not a push type';
  if (f.recipientId === f.actorId && !FROM_THE_SITE.has(f.notificationType)) return 'actor is recipient';
  if (f.blocked) return 'blocked';
  if (f.turnedOff.includes(type)) return 'type turned off';
  if (f.appOpen) return 'app open';
  if (f.subscriptions === 0) return 'no subscription';
  return 'send';
}

/** Notices the site sends a member about their own things (written as from themselves): pushed too. */
const FROM_THE_SITE = new Set(['listing reminder']);

export function pushTypeOf(notificationType: string): PushType | undefined {
  return Object.hasOwn(PUSH_TYPE_OF_NOTIFICATION, notificationType)
    ? PUSH_TYPE_OF_NOTIFICATION[notificationType]
    : undefined;
}

const SNIPPET_LENGTH = 120;

function snippetOf(text: string): string {
  return titleFrom(text, SNIPPET_LENGTH);
}

const TITLES: Record<PushType, (name: string) => string> = {
  messages: (name) => `${name} sent you a message`,
  comments: (name) => `${name} commented on your post`,
  replies: (name) => `${name} replied to your comment`,
  saves: (name) => `${name} saved your post`,
  saved_search_matches: () => 'New post for your saved search',
  price_drops: () => 'Price dropped on a post you saved',
  listing_reminders: () => 'Your listing is about to expire',
};

/**
 * The notification a push shows: its title, the text start, the page it opens (the conversation
 * or the post) and a tag, so a lively chat replaces its notification instead of piling up.
 */
export function pushPayloadFor(input: {
  notificationType: string;
  actorName: string;
  snippet: string;
  chatId?: string | null;
  postId?: string | null;
}): PushPayload | null {
  const type = pushTypeOf(input.notificationType);
  if (!type) return null;
  const url = input.chatId
    ? `/messages/${input.chatId}`
    : input.postId
      ? `/post/${input.postId}`
      : '/notifications';
  return {
    type,
    title:
      input.notificationType === 'meetup'
        ? `Meetup with ${input.actorName} ${/^Meetup (in [^:]+|now):/.exec(input.snippet)?.[1] ?? 'soon'}`
        : input.notificationType === 'request match'
          ? BOOK_MESSAGES.matchPushTitle
          : TITLES[type](input.actorName),
    body: snippetOf(input.snippet),
    url,
    tag: input.chatId ? `chat:${input.chatId}` : input.postId ? `post:${input.postId}:${type}` : type,
  };
}
