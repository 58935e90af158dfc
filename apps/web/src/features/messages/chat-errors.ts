import { type AlertType, CHAT_MESSAGES, POST_MESSAGES } from '@campus/domain';
import { ApiError } from '../../lib/api-client';
import { MESSAGES_LABELS } from './messages-labels';

/**
 * The alert for a failed chat call (start, send, upload): a member without a verified school or
 * e-mail is told to verify; the server's own wording for other 4xx answers (it uses the spec's,
 * e.g. 'Error: Too many characters!'); 'Something went wrong' for anything else.
 */
export function describeChatError(error: unknown): { message: string; style: AlertType } {
  if (error instanceof ApiError) {
    if (error.status === 403 && (error.code === 'verify_school' || error.code === 'not_verified')) {
      return { message: MESSAGES_LABELS.verifyAccount, style: 'danger' };
    }
    if (error.code === 'too_long') return { message: POST_MESSAGES.tooLong, style: 'danger' };
    if (error.status >= 400 && error.status < 500 && error.status !== 401) {
      return { message: error.message, style: 'danger' };
    }
  }
  return { message: CHAT_MESSAGES.somethingWentWrong, style: 'danger' };
}

/** Whether a chat answer means the conversation is not there for the viewer (or the id is not one). */
export function isMissingChat(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** Whether a rejection is a cancelled upload (the photo was removed): no alert. */
export function isAborted(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
