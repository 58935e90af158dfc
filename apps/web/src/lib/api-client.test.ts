import { ADS_MESSAGES, SETTINGS_MESSAGES } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, serverMessages } from './api-client';

describe('serverMessages', () => {
  it.each([
    [
      'one message, no fields',
      new ApiError(409, 'username_taken', SETTINGS_MESSAGES.usernameTaken),
      [SETTINGS_MESSAGES.usernameTaken],
    ],
    ['empty fields', new ApiError(400, 'validation_error', 'Invalid request.', {}), ['Invalid request.']],
    [
      'one message a field, in the server order',
      new ApiError(400, 'validation_error', ADS_MESSAGES.websiteInvalid, {
        url: ADS_MESSAGES.websiteInvalid,
        label: ADS_MESSAGES.labelRequired,
      }),
      [ADS_MESSAGES.websiteInvalid, ADS_MESSAGES.labelRequired],
    ],
    [
      'a message two fields share shows once',
      new ApiError(400, 'validation_error', 'Invalid value.', {
        day: 'Invalid value.',
        year: 'Invalid value.',
      }),
      ['Invalid value.'],
    ],
  ])('%s', (_, error, messages) => {
    expect(serverMessages(error)).toEqual(messages);
  });
});
