// The sign-in pieces other features show (accounts-and-money §2.1, §4.1): the guest prompt, the
// claim link and the Google sign-in address. The sign-in pages are features/auth.
export { googleSignInUrl } from './api/accounts';
export { useSendClaimLink } from './claim-link';
export { GoogleSignInLink, useGoogleSignIn } from './components/google-sign-in-link';
export { GuestPrompt, type GuestPromptReason } from './components/guest-prompt';
export { UniversitySignInLink, useUniversitySignIn } from './components/university-sign-in-link';
