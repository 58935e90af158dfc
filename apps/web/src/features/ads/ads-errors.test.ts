import { ADS_EXTRA_MESSAGES, ADS_MESSAGES } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { adTitleErrorMessages, boostErrorMessages } from './ads-errors';

const invalidBoost = new ApiError(400, 'validation_error', ADS_MESSAGES.websiteInvalid, {
  url: ADS_MESSAGES.websiteInvalid,
  label: ADS_MESSAGES.labelRequired,
});

describe('boostErrorMessages', () => {
  it.each([
    [
      'each message of a refused form, in order',
      invalidBoost,
      [ADS_MESSAGES.websiteInvalid, ADS_MESSAGES.labelRequired],
    ],
    [
      'a refused form with one message',
      new ApiError(400, 'validation_error', ADS_MESSAGES.websiteRequired, {
        url: ADS_MESSAGES.websiteRequired,
      }),
      [ADS_MESSAGES.websiteRequired],
    ],
    [
      'already boosted',
      new ApiError(409, 'already_boosted', ADS_MESSAGES.alreadyBoosted),
      [ADS_MESSAGES.alreadyBoosted],
    ],
    [
      'checkout failed',
      new ApiError(502, 'checkout_failed', ADS_MESSAGES.boostFailed),
      [ADS_MESSAGES.boostFailed],
    ],
    ['a server failure', new ApiError(500, 'internal', 'Internal server error.'), [ADS_MESSAGES.boostFailed]],
    ['not an API error', new TypeError('Failed to fetch'), [ADS_MESSAGES.boostFailed]],
  ])('%s', (_, error, messages) => {
    expect(boostErrorMessages(error)).toEqual(messages);
  });
});

describe('adTitleErrorMessages', () => {
  it.each([
    [
      'a refused title',
      new ApiError(400, 'validation_error', ADS_EXTRA_MESSAGES.titleInvalid, {
        title: ADS_EXTRA_MESSAGES.titleInvalid,
      }),
      [ADS_EXTRA_MESSAGES.titleInvalid],
    ],
    ['a missing ad', new ApiError(404, 'ad_missing', ADS_MESSAGES.notFound), [ADS_MESSAGES.notFound]],
    [
      'a server failure',
      new ApiError(500, 'internal', 'Internal server error.'),
      [ADS_MESSAGES.somethingWentWrong],
    ],
  ])('%s', (_, error, messages) => {
    expect(adTitleErrorMessages(error)).toEqual(messages);
  });
});
