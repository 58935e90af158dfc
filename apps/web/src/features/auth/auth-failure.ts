import { authErrorMessage } from '@campus/domain';
import { ApiError, refusalSentence } from '../../lib/api-client';

/**
 * What a failed sign-in, registration, code or reset says: the server's sentence for a refusal,
 * else the spec's for its code ('Internal server error.') or 'Something went wrong. Try again.'.
 */
export function authFailureMessage(err: unknown): string {
  return refusalSentence(err, authErrorMessage(err instanceof ApiError ? err.code : undefined));
}
