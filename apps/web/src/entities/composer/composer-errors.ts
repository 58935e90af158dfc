import { type AlertType, POST_MESSAGES } from '@campus/domain';
import { ApiError, refusalSentence } from '../../lib/api-client';
import { COMPOSER_LABELS } from './composer-labels';

/** A refusal the user can fix elsewhere: the composer shows a link there (see gate-notice.tsx). */
export type ComposerGate = 'profile' | 'school' | 'email';

export interface ComposerError {
  message: string;
  style: AlertType;
  gate?: ComposerGate;
}

/** Refusals whose fix is on another page: the composer's own wording and a link there. */
const GATES: Record<string, { message: string; gate: ComposerGate }> = {
  profile_incomplete: { message: POST_MESSAGES.incompleteProfile, gate: 'profile' },
  verify_school: { message: COMPOSER_LABELS.verifyAccount, gate: 'school' },
  not_verified: { message: COMPOSER_LABELS.verifyAccount, gate: 'email' },
};

/**
 * The alert for a failed upload, post or comment (community §5, §8): a gate with its link, else
 * the server's sentence for whatever it refused (a suspension, a limit, a rule); 'Something went
 * wrong.' only when the server gave no reason.
 */
export function describeComposerError(error: unknown): ComposerError {
  const gate = error instanceof ApiError && error.status === 403 ? GATES[error.code] : undefined;
  if (gate) return { ...gate, style: 'danger' };
  // Too many files is a nudge, not a failure: the extra files are simply not added.
  const style = error instanceof ApiError && error.code === 'too_many_files' ? 'okay' : 'danger';
  return { message: refusalSentence(error, POST_MESSAGES.submitFailed), style };
}

/** Whether a rejection is a cancelled upload (a removed file or a discarded draft): no alert. */
export function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
