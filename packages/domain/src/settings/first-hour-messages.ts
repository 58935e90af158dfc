// Settings sentences the spec has no text for (written in its plain voice): the password row says
// whether the account has one, a password change says so, and the minimum age of the Terms.

/** The minimum age of the Terms of Service ('You must be at least 16 years old'). */
export const MINIMUM_AGE = 16;

export const SETTINGS_TRUTH_MESSAGES = {
  /** The password row of the account overview. */
  passwordSet: 'Set',
  passwordNotSet: 'Not set',
  passwordNotSetHint:
    'This account has no password yet: you sign in with an e-mail link or Google. We can e-mail you a link to set one.',
  setPassword: 'Set a password',
  passwordChanged: 'Your password has been changed.',
  tooYoung: `You must be at least ${MINIMUM_AGE} years old to use this site.`,
} as const;
