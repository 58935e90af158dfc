// Blocking: the Block / Unblock confirmation opened from a profile, a post or comment menu, a chat
// menu or a message menu. What a block hides is decided by the server; these only ask for it and
// refetch. The /settings/blocked page is features/blocks.
export type { BlockTarget } from './api/block-user';
export { BlockButton } from './components/block-button';
export { useBlockDialog } from './components/block-dialog';
