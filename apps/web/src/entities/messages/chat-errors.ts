import { type AlertType, CHAT_MESSAGES } from '@campus/domain';
import { ApiError, refusalSentence } from '../../lib/api-client';
import { MESSAGES_LABELS } from './messages-labels';

/**
 * The alert for a failed chat call (start, send, upload): a member without a verified school or
 * e-mail is told to verify; the server's sentence for any other refusal (it uses the spec's, e.g.
 * 'Error: Too many characters!', a block, a suspension); 'Something went wrong' for anything else.
 */
export function describeChatError(error: unknown): { message: string; style: AlertType } {
  if (error instanceof ApiError && error.status === 403) {
    if (error.code === 'verify_school' || error.code === 'not_verified') {
      return { message: MESSAGES_LABELS.verifyAccount, style: 'danger' };
    }
  }
  return { message: refusalSentence(error, CHAT_MESSAGES.somethingWentWrong), style: 'danger' };
}

/** Whether a chat answer means the conversation is not there for the viewer (or the id is not one). */
export function isMissingChat(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Whether a rejection is a cancelled upload (the photo was removed): no alert. */
export function isAborted(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
