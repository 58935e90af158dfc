import { ERROR_CODES, ERROR_SENTENCES, type ErrorCode } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { describeComposerError } from '../entities/composer/composer-errors';
import { describeChatError } from '../entities/messages/chat-errors';
import { deleteFailedMessage } from '../entities/posts/delete-error';
import { boostErrorMessages } from '../features/ads/ads-errors';
import { settingsErrorMessages } from '../features/settings/account/settings-errors';
import { ApiError } from './api-client';

// Each screen's alert for every code in the domain's list: the sentence the server sent. The
// composer and the chat box turn the verification refusals into their own prompt with a link.
const PROMPTS: readonly ErrorCode[] = ['profile_incomplete', 'verify_school', 'not_verified'];
const screens: [string, (error: unknown) => string[]][] = [
  ['composer and comment box', (e) => [describeComposerError(e).message]],
  ['chat box', (e) => [describeChatError(e).message]],
  ['settings', settingsErrorMessages],
  ['boost', boostErrorMessages],
  ['post menu (delete)', (e) => [deleteFailedMessage(e)]],
];
const refused = ERROR_CODES.filter((code) => code !== 'internal' && !PROMPTS.includes(code));

describe.each(screens)('the %s', (_, show) => {
  it.each(refused)('shows %s as its sentence', (code) => {
    expect(show(new ApiError(403, code, ERROR_SENTENCES[code]))).toEqual([ERROR_SENTENCES[code]]);
  });
});
