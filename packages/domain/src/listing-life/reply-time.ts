/** The window the reply time is read over, in days. */
export const REPLY_TIME_DAYS = 90;
/** How many chats someone else started it takes before a reply time shows. */
export const REPLY_TIME_MIN_CHATS = 5;

const HOUR_MS = 60 * 60 * 1000;

export type ReplyTime = 'hour' | 'day';

export const REPLY_TIME_MESSAGES = {
  hour: 'Usually replies within an hour',
  day: 'Usually replies within a day',
  setting: 'Show my reply time',
  settingHint:
    'Others see how fast you usually reply (within an hour or within a day), from the chats others started with you in the last 90 days.',
  title: 'Reply time',
} as const;

/** One chat someone else started: when their first message came and when the member first answered. */
export interface StartedChat {
  startedAt: Date;
  firstReplyAt: Date | null;
}

/**
 * How fast a member usually replies, over the chats others started with them in the last
 * REPLY_TIME_DAYS days before `now`: 'hour' when at least half of them were first answered within an
 * hour, else 'day' when at least half were within 24 hours, else null. Null too under
 * REPLY_TIME_MIN_CHATS chats (too little to say). A chat not answered counts as slow.
 */
export function replyTimeOf(chats: readonly StartedChat[], now: Date): ReplyTime | null {
  const since = now.getTime() - REPLY_TIME_DAYS * 24 * HOUR_MS;
  const recent = chats.filter((c) => c.startedAt.getTime() >= since && c.startedAt <= now);
  if (recent.length < REPLY_TIME_MIN_CHATS) return null;
  const delays = recent.map((c) =>
    c.firstReplyAt && c.firstReplyAt <= now ? c.firstReplyAt.getTime() - c.startedAt.getTime() : Infinity,
  );
  const atLeastHalfWithin = (ms: number) => delays.filter((d) => d <= ms).length * 2 >= delays.length;
  if (atLeastHalfWithin(HOUR_MS)) return 'hour';
  if (atLeastHalfWithin(24 * HOUR_MS)) return 'day';
  return null;
}
