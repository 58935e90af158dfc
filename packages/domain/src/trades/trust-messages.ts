// Trust at a glance: its words and the New account rule, without zod (the post page and the chat load them).

/** An account younger than this many days shows the New account badge. */
export const NEW_ACCOUNT_BADGE_DAYS = 7;

export const TRUST_MESSAGES = {
  label: (name: string) => `About ${name}`,
  schoolVerified: 'School verified',
  notSchoolVerified: 'School not verified',
  /** 'Joined November 2026' (the month in UTC, so every viewer reads the same). */
  joined: (joinedAt: string) =>
    `Joined ${new Date(joinedAt).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
  noRatings: 'No ratings yet',
  sold: (count: number) => (count === 1 ? '1 listing sold' : `${count} listings sold`),
  confirmedSales: (count: number) =>
    count === 1 ? '1 sale confirmed by handoff code' : `${count} sales confirmed by handoff code`,
  newAccount: 'New account',
  newAccountHint: `Joined in the last ${NEW_ACCOUNT_BADGE_DAYS} days.`,
} as const;

/** Whether an account that joined at `joinedAt` is under NEW_ACCOUNT_BADGE_DAYS old at `now` (the badge; not the first-day limits). */
export function isNewAccountBadge(joinedAt: Date, now: Date): boolean {
  return now.getTime() - joinedAt.getTime() < NEW_ACCOUNT_BADGE_DAYS * 24 * 60 * 60 * 1000;
}
