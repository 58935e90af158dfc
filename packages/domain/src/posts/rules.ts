/** Posting limits and messages (community §5, §8, §9), word for word. */
export const POST_MESSAGES = {
  /** The label of a post's row of several photos and videos, which scrolls sideways (keyboard too). */
  mediaRow: 'Photos and videos of this post',
  tooLong: 'Error: Too many characters!',
  submitFailed: 'Something went wrong.',
  wrongFileType: 'Only photos & videos are allowed!',
  tooManyFiles: 'Please choose up to 10 photos.',
  incompleteProfile:
    'Your profile is not complete – Please pick a profile picture and add a bio before posting.',
  postMissing: 'Sorry, that post has been deleted.',
  imageDeleteFailed: "Couldn't delete post images",
  posted: 'Posted! Your post was sent.',
  postSent: 'Your post was sent',
  replySent: 'Your reply was sent',
  deleted: 'Your post was deleted',
  commentRemoved: 'Comment Removed',
  saved: 'Post saved.',
  categorySwitched: 'Category switched',
  copied: 'Copied to clipboard',
  feedEnd: "You've reached the end.",
  noMedia: 'No Photos / Videos',
  noUsers: 'No Users',
  discardTitle: 'Discard Post?',
  discardText: 'Your draft will not be saved.',
  deletePost: 'Delete Post?',
  deleteComment: 'Delete Comment?',
  missingPost: "Hmm...this page doesn't exist. Try searching for something else.",
  noComments: 'Be the first to comment',
  noCommentsText: 'Add your thoughts and get the conversation started.',
  createComment: 'Create A Comment',
  savedEmpty: "You haven't liked any posts yet",
  needTextOrFile: 'Write something or add a photo.',
  postingTooFast: "You're posting too fast. Please wait a few minutes and try again.",
  commentingTooFast: "You're commenting too fast. Please wait a few minutes and try again.",
} as const;

/** Error codes of post actions the web client tells apart (with their POST_MESSAGES entry). */
export const POST_ERROR_CODES = {
  /** Deleting a post's stored files failed; the post is kept (community §8). */
  imageDeleteFailed: 'image_delete_failed',
} as const;

export const MAX_FILES_PER_POST = 10;
/** Per file: 15 MB for a photo, 200 MB for a video; 400 MB in all for one post. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 200 * 1024 * 1024;
export const MAX_POST_BYTES = 400 * 1024 * 1024;
/** jpeg, jpg, png, gif, webp, mp4, mov, avi, quicktime — judged by content. */
export const POST_FILE_TYPES: Record<string, 'image' | 'video'> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'video/mp4': 'video',
  'video/quicktime': 'video',
  'video/x-msvideo': 'video',
  'video/vnd.avi': 'video',
};
export const POST_FILE_ACCEPT =
  'image/jpeg,image/png,image/gif,image/webp,video/mp4,video/quicktime,video/x-msvideo,.mov,.avi';
/** Whole US dollars: 0 to 1,000,000. */
export const PRICE_MAX_DOLLARS = 1_000_000;
/** Preview length of a post's text before 'See more'. */
export const PREVIEW_CHARS = 200;
export const ALERT_TOO_LONG_COOLDOWN_MS = 3000;
export const CATEGORY_SWITCH_DELAY_MS = 200;
/**
 * On mobile a sent composer waits before leaving (community §4 Composer: "after a short delay"): a
 * reply shows its spinner 2.5 s (accounts-and-money §9) before /post/{id}; a post waits 1 s (the
 * spec gives no number) before /home.
 */
export const MOBILE_COMMENT_SPINNER_MS = 2500;
export const MOBILE_POST_NAVIGATE_DELAY_MS = 1000;

/** '{name} has joined the community.' — the text of a 'new user' post. */
export function newUserPostText(author: { firstName: string; lastName: string }): string {
  return `${author.firstName} ${author.lastName} has joined the community.`;
}
