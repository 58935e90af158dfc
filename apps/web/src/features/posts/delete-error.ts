import { POST_ERROR_CODES, POST_MESSAGES } from '@campus/domain';
import { ApiError } from '../../lib/api-client';

/** What a failed delete says: the post's files could not be deleted (the post stays), or the generic failure. */
export function deleteFailedMessage(err: unknown): string {
  return err instanceof ApiError && err.code === POST_ERROR_CODES.imageDeleteFailed
    ? POST_MESSAGES.imageDeleteFailed
    : POST_MESSAGES.submitFailed;
}
