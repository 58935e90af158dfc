import { describe, expect, it } from 'vitest';
import { POST_FILE_TYPES } from '../posts/rules';
import { CHAT_FILE_ACCEPT, CHAT_WRONG_FILE_MESSAGE, isChatFileType, MAX_FILES_PER_MESSAGE } from './files';

describe('chat files', () => {
  it('take one photo of the post types: jpeg, jpg, png, gif, webp', () => {
    expect(MAX_FILES_PER_MESSAGE).toBe(1);
    expect(CHAT_FILE_ACCEPT).toBe('image/jpeg,image/png,image/gif,image/webp');
    for (const mime of ['image/jpeg', 'image/png', 'image/gif', 'image/webp'])
      expect(isChatFileType(mime)).toBe(true);
  });

  it('refuse videos and everything posts refuse, with the photo-only message', () => {
    for (const mime of ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'image/heic', 'image/svg+xml', ''])
      expect(isChatFileType(mime)).toBe(false);
    expect(CHAT_WRONG_FILE_MESSAGE).toBe('Only photos are allowed!');
  });

  it('accept nothing posts do not', () => {
    for (const mime of CHAT_FILE_ACCEPT.split(',')) expect(POST_FILE_TYPES[mime]).toBe('image');
  });
});
