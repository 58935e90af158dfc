import { POST_MESSAGES } from '@campus/domain';
import { refusalSentence } from '../../lib/api-client';

/** What a failed delete says: the server's reason (its files could not be deleted, not the author…), or the generic failure. */
export function deleteFailedMessage(err: unknown): string {
  return refusalSentence(err, POST_MESSAGES.submitFailed);
}
