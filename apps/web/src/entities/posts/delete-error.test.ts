import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { deleteFailedMessage } from './delete-error';

describe('deleteFailedMessage', () => {
  it.each([
    [new ApiError(500, 'image_delete_failed', "Couldn't delete post images"), "Couldn't delete post images"],
    [new ApiError(500, 'internal', 'Internal server error.'), 'Something went wrong.'],
    [
      new ApiError(404, 'post_missing', 'Sorry, that post has been deleted.'),
      'Sorry, that post has been deleted.',
    ],
    [new ApiError(403, 'not_owner', 'Only the author can delete this.'), 'Only the author can delete this.'],
    [new TypeError('Failed to fetch'), 'Something went wrong.'],
  ])('%s → %s', (err, message) => {
    expect(deleteFailedMessage(err)).toBe(message);
  });
});
