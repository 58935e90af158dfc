import { endSentence } from '../text/sentence-name';

// Blocking and "your data": no spec text, so written here in the spec's plain voice.

/** Blocking a member: the menu and button labels, the dialogs, and what each side is told. */
export const BLOCK_MESSAGES = {
  block: 'Block',
  unblock: 'Unblock',
  blockTitle: (name: string) => `Block ${name}?`,
  blockText:
    "You won't see their posts, comments or notifications, and neither of you can message the other. They won't be told.",
  unblockTitle: (name: string) => `Unblock ${name}?`,
  unblockText: 'You will see their posts and comments again, and you can message each other.',
  blockedDone: (name: string) => `You blocked ${endSentence(name)}`,
  unblockedDone: (name: string) => `You unblocked ${endSentence(name)}`,
  /** The blocked person's profile, as the blocker sees it. */
  blockedProfile: 'You blocked this person.',
  blockedProfileText: 'Their profile, posts and comments are hidden from you.',
  /** The blocker tries to message the person they blocked. */
  youBlockedThem: 'You blocked this person. Unblock them to send a message.',
  /** The blocked person tries to message the blocker: no word of a block (blocking is private). */
  cannotMessage: "You can't message this person.",
  cannotBlockSelf: "You can't block yourself.",
  personMissing: "This person doesn't exist.",
  listTitle: 'Blocked people',
  listEmpty: "You haven't blocked anyone.",
  listEmptyText: 'When you block someone, they are listed here and you can unblock them.',
} as const;

/** How a person whose account was deleted shows in chats they took part in. */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

/** /settings/account: download my data, delete my account. */
export const ACCOUNT_DATA_MESSAGES = {
  download: 'Download my data',
  downloadText: 'A JSON file with your profile, posts, comments, messages, saves, ads and payments.',
  deleteAccount: 'Delete account',
  deleteTitle: 'Delete your account?',
  deleteText:
    "Your profile, posts, comments, saves, search history and sessions will be deleted. Messages you sent stay with the people you wrote to, shown as from a deleted account. This can't be undone.",
  codePrompt: 'We will e-mail you a code to delete your account.',
  sendCode: 'E-mail me a code',
  codeSent: (email: string) => `We sent a code to ${email}.`,
  confirmDelete: 'Delete my account',
  deleted: 'Your account has been deleted.',
  needPassword: 'Enter your password.',
  needCode: 'Enter the code we e-mailed you.',
  /** Sending into a chat whose other person deleted their account. */
  otherDeleted: 'This account has been deleted.',
} as const;
