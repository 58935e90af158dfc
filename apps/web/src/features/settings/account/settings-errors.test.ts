import { SETTINGS_MESSAGES } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { settingsErrorMessages } from './settings-errors';

// How a refusal's sentences are read (one, per field, repeated) is refusalSentences' own test.
describe('settingsErrorMessages', () => {
  it("shows a refusal's messages, one alert each, in order", () => {
    const refusal = new ApiError(400, 'validation_error', SETTINGS_MESSAGES.phoneInvalid, {
      phone: SETTINGS_MESSAGES.phoneInvalid,
      gender: SETTINGS_MESSAGES.genderRequired,
    });
    expect(settingsErrorMessages(refusal)).toEqual([
      SETTINGS_MESSAGES.phoneInvalid,
      SETTINGS_MESSAGES.genderRequired,
    ]);
    const taken = new ApiError(409, 'username_taken', SETTINGS_MESSAGES.usernameTaken);
    expect(settingsErrorMessages(taken)).toEqual([SETTINGS_MESSAGES.usernameTaken]);
  });

  it.each([
    ['a server failure', new ApiError(500, 'internal', 'Internal server error.')],
    ['no answer', new ApiError(502, 'network', 'Something went wrong. Try again.')],
    ['not an API error', new TypeError('Failed to fetch')],
  ])("says 'Something went wrong' for %s", (_, error) => {
    expect(settingsErrorMessages(error)).toEqual([SETTINGS_MESSAGES.somethingWentWrong]);
  });
});
