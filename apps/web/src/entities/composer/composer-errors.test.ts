import {
  ERROR_SENTENCES,
  type ErrorCode,
  MODERATION_MESSAGES,
  NEW_ACCOUNT_MESSAGES,
  POST_MESSAGES,
  UPLOAD_MESSAGES,
} from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { describeComposerError, isCancelled } from './composer-errors';
import { COMPOSER_LABELS } from './composer-labels';

const apiError = (status: number, code: ErrorCode | 'network', message?: string) =>
  new ApiError(status, code, message ?? (code === 'network' ? '' : ERROR_SENTENCES[code]));
const suspension = MODERATION_MESSAGES.suspended('2026-11-29T23:05:00.000Z');
/** A row for a refusal that carries its own sentence: the composer shows that sentence, as danger. */
const ownSentence = (
  status: number,
  code: ErrorCode,
  sentence: string,
): [ApiError, string, string, undefined] => [apiError(status, code, sentence), sentence, 'danger', undefined];

describe('describeComposerError', () => {
  it.each([
    [apiError(403, 'profile_incomplete'), POST_MESSAGES.incompleteProfile, 'danger', 'profile'],
    [apiError(403, 'verify_school'), COMPOSER_LABELS.verifyAccount, 'danger', 'school'],
    [apiError(403, 'not_verified'), COMPOSER_LABELS.verifyAccount, 'danger', 'email'],
    [apiError(401, 'not_signed_in'), 'Log in to continue.', 'danger', undefined],
    ownSentence(403, 'suspended', suspension),
    ownSentence(429, 'new_account_limit', NEW_ACCOUNT_MESSAGES.posts),
    [apiError(400, 'too_long'), POST_MESSAGES.tooLong, 'danger', undefined],
    [apiError(400, 'too_many_files'), POST_MESSAGES.tooManyFiles, 'okay', undefined],
    [apiError(400, 'wrong_file_type'), POST_MESSAGES.wrongFileType, 'danger', undefined],
    ownSentence(400, 'empty', POST_MESSAGES.needTextOrFile),
    ownSentence(413, 'too_large', 'That file is too large.'),
    [apiError(429, 'too_many_uploads'), UPLOAD_MESSAGES.tooManyWaiting, 'danger', undefined],
    [apiError(422, 'video_too_slow'), UPLOAD_MESSAGES.videoTooSlow, 'danger', undefined],
    [apiError(503, 'video_busy'), UPLOAD_MESSAGES.videoBusy, 'danger', undefined],
    [apiError(404, 'post_missing'), POST_MESSAGES.postMissing, 'danger', undefined],
    ownSentence(429, 'too_fast', POST_MESSAGES.postingTooFast),
    [apiError(500, 'internal'), POST_MESSAGES.submitFailed, 'danger', undefined],
    [apiError(0, 'network'), POST_MESSAGES.submitFailed, 'danger', undefined],
    [new TypeError('Failed to fetch'), POST_MESSAGES.submitFailed, 'danger', undefined],
  ])('%o → %s', (error, message, style, gate) => {
    expect(describeComposerError(error)).toEqual(gate ? { message, style, gate } : { message, style });
  });
});

describe('isCancelled', () => {
  it('recognises an aborted upload only', () => {
    expect(isCancelled(new DOMException('Upload cancelled', 'AbortError'))).toBe(true);
    expect(isCancelled(apiError(400, 'empty'))).toBe(false);
  });
});
