import { POST_FILE_TYPES } from '../posts/rules';
import { SETTINGS_MESSAGES } from '../settings/rules';

/**
 * What a chat message takes (community §5: one file; posts and chat share the types): one photo —
 * the image types of posts (jpeg, jpg, png, gif, webp), judged by content on the server. Videos are
 * for posts only (docs/deviations.md), so the picker, the composer's check and the server agree.
 */
export const CHAT_PHOTO_TYPES = Object.keys(POST_FILE_TYPES).filter(
  (mime) => POST_FILE_TYPES[mime] === 'image',
);

/** The chat picker's `accept`. */
export const CHAT_FILE_ACCEPT = CHAT_PHOTO_TYPES.join(',');

/** Files per chat message. */
export const MAX_FILES_PER_MESSAGE = 1;

/** Whether a picked file's type may go into a chat message. */
export function isChatFileType(mime: string): boolean {
  return CHAT_PHOTO_TYPES.includes(mime);
}

/** What a refused chat file says: chat takes photos only (the spec's own words for a photo picker). */
export const CHAT_WRONG_FILE_MESSAGE = SETTINGS_MESSAGES.onlyPhotos;
