import { MODERATION_MESSAGES } from '@campus/domain';
import { AppError } from '../../http/errors';
import type { UserRow } from './accounts.repository';

/** An account whose e-mail is confirmed (the spec's `verified`); otherwise 403 not_verified. */
export function assertVerified(user: UserRow): void {
  if (!user.emailVerified) throw new AppError(403, 'not_verified', 'Verify your account first.');
}

/**
 * A verified account with a verified school: of `campusId` when given, of any campus otherwise;
 * else 403 verify_school (the verify-school prompt).
 */
export function assertSchoolVerified(user: UserRow, campusId?: string): void {
  assertVerified(user);
  if (!user.schoolVerified || (campusId !== undefined && user.campusId !== campusId)) {
    throw new AppError(403, 'verify_school', 'Verify your school e-mail to join this campus.');
  }
}

/**
 * Not suspended by a moderator: a suspended member reads but cannot post, comment,
 * message or boost; 403 suspended with the time it ends.
 */
export function assertNotSuspended(user: UserRow, now = new Date()): void {
  if (user.suspendedUntil && user.suspendedUntil > now)
    throw new AppError(403, 'suspended', MODERATION_MESSAGES.suspended(user.suspendedUntil.toISOString()));
}
