import { ADS_MESSAGES, ERROR_CODES, ERROR_SENTENCES, SETTINGS_MESSAGES } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, refusalSentence, refusalSentences, UNEXPECTED_FAILURE } from './api-client';

describe('refusalSentence', () => {
  // Generated from the domain's list: a code added there is checked here with no edit.
  it.each(ERROR_CODES.filter((code) => code !== 'internal'))(
    '%s reaches the screen as its sentence',
    (code) => {
      const sentence = ERROR_SENTENCES[code];
      expect(refusalSentence(new ApiError(400, code, sentence))).toBe(sentence);
      // A body without a message still says why, in the domain's words for its code.
      expect(refusalSentence(new ApiError(403, code, ''))).toBe(sentence);
    },
  );

  it('keeps the more precise sentence the server sent for a code', () => {
    const precise = 'Your account is suspended until November 29, 2026 at 11:05 PM UTC.';
    expect(refusalSentence(new ApiError(403, 'suspended', precise))).toBe(precise);
  });

  it.each([
    ['an unexpected 5xx', new ApiError(500, 'internal', 'Internal server error.')],
    ['a 5xx the server did not code', new ApiError(502, 'FST_SOMETHING', 'Bad Gateway')],
    ['no JSON answer', new ApiError(502, 'network', UNEXPECTED_FAILURE)],
    ['a network failure', new TypeError('Failed to fetch')],
  ])("says 'Something went wrong.' for %s", (_, error) => {
    expect(refusalSentence(error)).toBe(UNEXPECTED_FAILURE);
    expect(refusalSentence(error, 'Try again later.')).toBe('Try again later.');
  });

  it('shows a 5xx the server coded on purpose (a provider that failed) with its sentence', () => {
    const error = new ApiError(502, 'refund_failed', ERROR_SENTENCES.refund_failed);
    expect(refusalSentence(error)).toBe(ERROR_SENTENCES.refund_failed);
  });
});

describe('refusalSentences', () => {
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
    ['a failure', new ApiError(500, 'internal', 'Internal server error.'), [UNEXPECTED_FAILURE]],
  ])('%s', (_, error, messages) => {
    expect(refusalSentences(error)).toEqual(messages);
  });
});
