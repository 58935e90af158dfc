import { BLOCK_MESSAGES, CHAT_MESSAGES, MODERATION_MESSAGES, POST_MESSAGES } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { describeChatError, isMissingChat } from './chat-errors';
import { MESSAGES_LABELS } from './messages-labels';

const apiError = (status: number, code: string, message = 'Server says') =>
  new ApiError(status, code, message);

describe('describeChatError', () => {
  it.each([
    [apiError(403, 'verify_school'), MESSAGES_LABELS.verifyAccount],
    [apiError(403, 'not_verified'), MESSAGES_LABELS.verifyAccount],
    [apiError(400, 'too_long', POST_MESSAGES.tooLong), POST_MESSAGES.tooLong],
    [apiError(404, 'invalid_user', CHAT_MESSAGES.selectUser), CHAT_MESSAGES.selectUser],
    [apiError(401, 'not_signed_in', 'Log in to continue.'), 'Log in to continue.'],
    [apiError(403, 'cannot_message', BLOCK_MESSAGES.cannotMessage), BLOCK_MESSAGES.cannotMessage],
    [apiError(403, 'blocked_by_you', BLOCK_MESSAGES.youBlockedThem), BLOCK_MESSAGES.youBlockedThem],
    [
      apiError(403, 'suspended', MODERATION_MESSAGES.suspended('2026-11-29T23:05:00.000Z')),
      MODERATION_MESSAGES.suspended('2026-11-29T23:05:00.000Z'),
    ],
    [apiError(502, 'network', 'Something went wrong.'), CHAT_MESSAGES.somethingWentWrong],
    [apiError(500, 'internal'), CHAT_MESSAGES.somethingWentWrong],
    [new Error('offline'), CHAT_MESSAGES.somethingWentWrong],
  ])('%o → %s', (error, message) => {
    expect(describeChatError(error)).toEqual({ message, style: 'danger' });
  });
});

describe('isMissingChat', () => {
  it('is true for 404 and a malformed id (400) only', () => {
    expect(isMissingChat(apiError(404, 'chat_missing'))).toBe(true);
    expect(isMissingChat(apiError(400, 'validation'))).toBe(true);
    expect(isMissingChat(apiError(500, 'internal'))).toBe(false);
    expect(isMissingChat(null)).toBe(false);
  });
});
