// Accounts and sign-in (accounts-and-money §2.1, §4.1). The sign-in pages are routes the app imports
// directly; other features use the guest prompt and the Google sign-in address.
export { googleSignInUrl } from './api/accounts';
export { useSendClaimLink } from './claim-link';
export { GuestPrompt, type GuestPromptReason } from './components/guest-prompt';
