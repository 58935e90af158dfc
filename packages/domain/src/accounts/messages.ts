/** Account and sign-in messages, word for word from accounts-and-money §5 and §8. */
export const AUTH_MESSAGES = {
  emailRequired: 'Email is required.',
  emailInvalid: 'Invalid email address!',
  passwordRequired: 'Password is required.',
  nameInvalid: 'Name is Invalid',
  fullNameRequired: 'Full name is required',
  yourNameInvalid: 'Your Name is Invalid.',
  banned: 'Account has been banned',
  emailCheckFailed: 'Error checking if email is available',
  codeRequired: 'Please enter verification code',
  codeIncorrect: 'Your code was incorrect. Please try again.',
  somethingWentWrong: 'Something went wrong',
  emailSentOkay: 'Email sent',
  login: {
    tooManyAttempts:
      'Access to this account has been temporarily disabled due to many failed login attempts. You can immediately restore it by resetting your password or you can try again later.',
    wrongPassword: 'Wrong password!',
    userNotFound: 'Incorrect. Please try again.',
    internal: 'Internal server error.',
    invalidEmail: 'Invalid email address.',
    invalidCredentials: 'Invalid login credentials.',
    other: 'Something went wrong. Try again.',
  },
  google: {
    network: 'Network error. Please check your connection',
    cancelled: 'Error: Sign-in process was canceled',
    differentCredentials: 'Error: Account already exists with different credentials',
    invalidCredential: 'Error: Invalid credentials',
    disabled: 'Error: That account has been disabled',
    notFound: 'Error: User email not found',
    wrongPassword: 'Error: Incorrect password',
    other: 'Unknown Error Signing In with Google',
    afterCreation: 'Error Signing In with Google.',
  },
  registration: {
    emailTaken: 'Email has already been taken.',
    weakPassword: 'Password too short.',
    other: 'Something went wrong. Try again.',
    linkFailed: 'Failed: Wrong Email.',
  },
  forgotPassword: {
    userNotFound: 'User not found, try again!',
    sent: 'Email sent.',
  },
  magicLink: {
    sendFailed: 'An unknown error has occurred',
    sent: 'Email sent.',
  },
  /** 'Claim this account' (community §2 Profile page): a sign-in link to the profile's own address. */
  claim: {
    title: 'Check your e-mail',
    alreadyVerified: 'This account is already verified. Log in instead.',
  },
} as const;

/**
 * What /login/sent says after 'Claim this account': the link went to the account's own address,
 * which the page never learns (community §2 Profile page, accounts-and-money §2.1).
 */
export function claimLinkSentText(username: string): string {
  return `We sent a sign-in link to the e-mail address of @${username}. Whoever holds that inbox can open it to claim the account.`;
}

/**
 * Error codes the server answers for sign-in, registration and codes; the web client shows the
 * message of its code (never its own wording).
 */
export const AUTH_ERROR_MESSAGES: Record<string, string> = {
  too_many_attempts: AUTH_MESSAGES.login.tooManyAttempts,
  wrong_password: AUTH_MESSAGES.login.wrongPassword,
  user_not_found: AUTH_MESSAGES.login.userNotFound,
  internal: AUTH_MESSAGES.login.internal,
  invalid_email: AUTH_MESSAGES.login.invalidEmail,
  invalid_credentials: AUTH_MESSAGES.login.invalidCredentials,
  email_taken: AUTH_MESSAGES.registration.emailTaken,
  weak_password: AUTH_MESSAGES.registration.weakPassword,
  banned: AUTH_MESSAGES.banned,
  code_required: AUTH_MESSAGES.codeRequired,
  code_incorrect: AUTH_MESSAGES.codeIncorrect,
  wrong_email: AUTH_MESSAGES.registration.linkFailed,
  already_verified: AUTH_MESSAGES.claim.alreadyVerified,
};

/** The spec message for a server error code, or the generic one. */
export function authErrorMessage(code: string | undefined): string {
  return (code && AUTH_ERROR_MESSAGES[code]) || AUTH_MESSAGES.login.other;
}
