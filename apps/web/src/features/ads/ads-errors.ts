import { ADS_MESSAGES } from '@campus/domain';
import { ApiError, serverMessages } from '../../lib/api-client';

// The danger alerts for failed ad saves (accounts-and-money §8 Ads and boost: "errors returned in a
// response errors list display each message"), one alert a message, in the server's order.

/** A boost the server refused as invalid shows each of its messages; any other failure, boostFailed. */
export function boostErrorMessages(err: unknown): string[] {
  return err instanceof ApiError && err.code === 'validation_error'
    ? serverMessages(err)
    : [ADS_MESSAGES.boostFailed];
}

/** A refused title edit shows each of the server's messages; a failure, 'Something went wrong'. */
export function adTitleErrorMessages(err: unknown): string[] {
  return err instanceof ApiError && err.status < 500
    ? serverMessages(err)
    : [ADS_MESSAGES.somethingWentWrong];
}
