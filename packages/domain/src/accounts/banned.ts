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
