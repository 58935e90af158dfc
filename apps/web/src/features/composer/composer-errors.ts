import { type AlertType, POST_MESSAGES, UPLOAD_ERROR_CODES, UPLOAD_MESSAGES } from '@campus/domain';
import { ApiError } from '../../lib/api-client';
import { COMPOSER_LABELS } from './composer-labels';

/** A refusal the user can fix elsewhere: the composer shows a link there (see gate-notice.tsx). */
export type ComposerGate = 'profile' | 'school' | 'email';

export interface ComposerError {
  message: string;
  style: AlertType;
  gate?: ComposerGate;
}

/**
 * The alert for a failed upload or post (community §5, §8): the spec's message for each code the
 * server answers; anything unexpected, a guest's 401 included, is 'Something went wrong.'.
 */
export function describeComposerError(error: unknown): ComposerError {
  if (!(error instanceof ApiError)) return { message: POST_MESSAGES.submitFailed, style: 'danger' };
  if (error.status === 403) {
    if (error.code === 'profile_incomplete')
      return { message: POST_MESSAGES.incompleteProfile, style: 'danger', gate: 'profile' };
    if (error.code === 'verify_school')
      return { message: COMPOSER_LABELS.verifyAccount, style: 'danger', gate: 'school' };
    if (error.code === 'not_verified')
      return { message: COMPOSER_LABELS.verifyAccount, style: 'danger', gate: 'email' };
  }
  const upload = Object.entries(UPLOAD_ERROR_CODES).find(([, code]) => code === error.code);
  if (upload) return { message: UPLOAD_MESSAGES[upload[0] as keyof typeof UPLOAD_MESSAGES], style: 'danger' };
  if (error.status === 404) return { message: POST_MESSAGES.postMissing, style: 'danger' };
  if (error.status === 429 && error.code === 'too_fast') return { message: error.message, style: 'danger' };
  if (error.status === 400 || error.status === 413) {
    if (error.code === 'too_long') return { message: POST_MESSAGES.tooLong, style: 'danger' };
    if (error.code === 'too_many_files') return { message: POST_MESSAGES.tooManyFiles, style: 'okay' };
    if (error.code === 'wrong_file_type') return { message: POST_MESSAGES.wrongFileType, style: 'danger' };
    return { message: error.message, style: 'danger' };
  }
  return { message: POST_MESSAGES.submitFailed, style: 'danger' };
}

/** Whether a rejection is a cancelled upload (a removed file or a discarded draft): no alert. */
export function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
