import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { postLoadFailure } from './post-load-failure';

describe('postLoadFailure', () => {
  it.each([
    [new ApiError(404, 'post_missing', 'gone'), 'missing'],
    [new ApiError(401, 'campus_private', 'This community is private.'), 'private'],
    [new ApiError(401, 'not_signed_in', 'Log in to continue.'), 'failed'],
    [new ApiError(500, 'internal', 'Something went wrong. Try again.'), 'failed'],
    [new TypeError('Failed to fetch'), 'failed'],
  ])('%s → %s', (error, expected) => {
    expect(postLoadFailure(error)).toBe(expected);
  });
});
