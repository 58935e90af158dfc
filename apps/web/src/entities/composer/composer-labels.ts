/**
 * Composer wording that packages/domain does not hold yet (this feature may not edit it). The spec's
 * button labels (community §2 Composer) and the gate prompts; move them into POST_MESSAGES when the
 * domain package is next touched, and import from there.
 */
export const COMPOSER_LABELS = {
  post: 'Post',
  sendPost: 'Send Post',
  reply: 'Reply',
  sendReply: 'Send Reply',
  processing: 'Processing...',
  verifyAccount: 'Verify your account',
  postPlaceholder: 'What are you selling?',
  commentPlaceholder: 'Write a reply...',
  commentLabel: 'Your reply',
  addPhotos: 'Add photos',
  price: 'Price',
  category: 'Category',
  chooseCategory: 'Choose a category',
  removeFile: (name: string) => `Remove ${name}`,
  uploading: (name: string) => `Uploading ${name}`,
  setUpProfile: 'Set up profile',
  verifySchool: 'Verify school e-mail',
  verifyEmail: 'Verify e-mail',
  discard: 'Discard',
  cancel: 'Cancel',
  close: 'Close',
  back: 'Back',
} as const;
