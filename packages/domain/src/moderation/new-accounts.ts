/**
 * New accounts are limited: in their first day, a few posts, new chats and reports an
 * hour, whatever RATE_LIMIT_MEMBER_FACTOR. Documented in the README's limits table.
 */
export const NEW_ACCOUNT_HOURS = 24;
export const NEW_ACCOUNT_LIMITS = { posts: 3, chats: 5, reports: 5 } as const;
export type NewAccountLimit = keyof typeof NEW_ACCOUNT_LIMITS;

/** Whether an account created at `createdAt` is still new at `now`. */
export function isNewAccount(createdAt: Date, now = new Date()): boolean {
  return now.getTime() - createdAt.getTime() < NEW_ACCOUNT_HOURS * 3_600_000;
}

/** The 429 answers when a new account reaches an hourly limit. */
export const NEW_ACCOUNT_MESSAGES: Record<NewAccountLimit, string> = {
  posts: `New accounts can share up to ${NEW_ACCOUNT_LIMITS.posts} posts an hour during their first day. Please try again later.`,
  chats: `New accounts can start up to ${NEW_ACCOUNT_LIMITS.chats} conversations an hour during their first day. Please try again later.`,
  reports: `New accounts can send up to ${NEW_ACCOUNT_LIMITS.reports} reports an hour during their first day. Please try again later.`,
};
