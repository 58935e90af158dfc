/** Whether an e-mail is on the banned list (compared case-insensitively, trimmed). */
export function isBannedEmail(email: string, banned: readonly string[]): boolean {
  const e = email.trim().toLowerCase();
  return banned.some((b) => b.trim().toLowerCase() === e);
}

/** What a new account starts with (accounts-and-money §4.1). */
export const NEW_USER_DEFAULTS = {
  emailNotifications: true,
  availableFunds: 0,
  type: 'individual',
  totalPosts: 0,
  verified: false,
  schoolVerified: false,
  profileSetUp: false,
} as const;
