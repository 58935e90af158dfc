import { AUTH_MESSAGES } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { claimErrorMessage, claimSentPath } from './claim-link';

describe('claim links', () => {
  it('lead to /login/sent in its claim state, never with the address', () => {
    expect(claimSentPath('cleo-u')).toBe('/login/sent?claim=cleo-u');
  });

  it.each([
    [
      new ApiError(409, 'already_verified', AUTH_MESSAGES.claim.alreadyVerified),
      AUTH_MESSAGES.claim.alreadyVerified,
    ],
    [
      new ApiError(429, 'too_many_attempts', AUTH_MESSAGES.login.tooManyAttempts),
      AUTH_MESSAGES.login.tooManyAttempts,
    ],
    [new ApiError(404, 'profile_missing', "This page doesn't exist."), "This page doesn't exist."],
    [new ApiError(500, 'internal', 'Internal server error.'), 'An unknown error has occurred'],
    [new TypeError('Failed to fetch'), 'An unknown error has occurred'],
  ])('a failure %s says %s', (error, message) => {
    expect(claimErrorMessage(error)).toBe(message);
  });
});
