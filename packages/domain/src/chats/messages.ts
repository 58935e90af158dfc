// Chat wording apart from the chat schemas: the web's error sentences need it without zod.
/** Chat and notification strings (community §2, §8), word for word. */
export const CHAT_MESSAGES = {
  noneSelected: "You don't have a message selected",
  missing: "This conversation doesn't exist",
  selectUser: 'Please select a user!',
  started: 'New Conversation Started',
  reactionSent: 'Reaction sent.',
  deleted: 'Chat deleted',
  deleteFailed: "Couldn't delete all chat messages",
  delivered: 'Delivered',
  seen: 'Seen',
  postDeleted: '* Post deleted **',
  noNotifications: 'Nothing to see here - yet',
  somethingWentWrong: 'Something went wrong',
  sendingTooFast: "You're sending messages too fast. Please wait a minute and try again.",
} as const;
