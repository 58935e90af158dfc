// Blocking: the Block / Unblock confirmation other features open from a profile, a post
// or comment menu, a chat menu or a message menu, and /settings/blocked (the settings feature lists
// it). What a block hides is decided by the server; these only ask for it and refetch.
export type { BlockTarget } from './api/block-user';
export { BlockButton } from './components/block-button';
export { useBlockDialog } from './components/block-dialog';
export { BlockedPeoplePage } from './pages/blocked-page';
