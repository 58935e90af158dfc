import { SETTINGS_MESSAGES } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { settingsErrorMessages } from './settings-errors';

describe('settingsErrorMessages', () => {
  it.each([
    [
      'a refusal with its one message',
      new ApiError(409, 'username_taken', SETTINGS_MESSAGES.usernameTaken),
      [SETTINGS_MESSAGES.usernameTaken],
    ],
    [
      'a refusal listing several messages, each in order',
      new ApiError(400, 'validation_error', SETTINGS_MESSAGES.phoneInvalid, {
        phone: SETTINGS_MESSAGES.phoneInvalid,
        gender: SETTINGS_MESSAGES.genderRequired,
      }),
      [SETTINGS_MESSAGES.phoneInvalid, SETTINGS_MESSAGES.genderRequired],
    ],
    [
      'a server failure',
      new ApiError(500, 'internal', 'Internal server error.'),
      [SETTINGS_MESSAGES.somethingWentWrong],
    ],
    [
      'no answer',
      new ApiError(502, 'network', 'Something went wrong. Try again.'),
      [SETTINGS_MESSAGES.somethingWentWrong],
    ],
    ['not an API error', new TypeError('Failed to fetch'), [SETTINGS_MESSAGES.somethingWentWrong]],
  ])('%s', (_, error, messages) => {
    expect(settingsErrorMessages(error)).toEqual(messages);
  });
});
