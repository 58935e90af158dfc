import { ADS_MESSAGES } from '@campus/domain';
import { refusalSentences } from '../../lib/api-client';

// The danger alerts for failed ad saves (accounts-and-money §8 Ads and boost: "errors returned in a
// response errors list display each message"), one alert a message, in the server's order.

/** A boost the server refused shows each of its sentences; any other failure, boostFailed. */
export function boostErrorMessages(err: unknown): string[] {
  return refusalSentences(err, ADS_MESSAGES.boostFailed);
}

/** A refused title edit shows each of the server's sentences; a failure, 'Something went wrong'. */
export function adTitleErrorMessages(err: unknown): string[] {
  return refusalSentences(err, ADS_MESSAGES.somethingWentWrong);
}
