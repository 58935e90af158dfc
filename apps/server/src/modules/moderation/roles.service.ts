import { MODERATION_MESSAGES, type ModerationRole } from '@campus/domain';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import type { UserRow } from '../accounts/accounts.service';
import { findRoles, isAdministrator, isCampusModerator } from './roles.repository';

/** The roles as columns of a select, for a page's statement that asks them beside other modules' counts. */
export { roleColumns, roleFields } from './roles.repository';

export const notModerator = () => new AppError(403, 'not_moderator', MODERATION_MESSAGES.notModerator);
export const notAdmin = () => new AppError(403, 'not_admin', MODERATION_MESSAGES.notAdmin);

/** What the user may do on the campus: administer (everywhere) and moderate (this campus). */
export async function getRole(db: Executor, user: UserRow, campusId: string): Promise<ModerationRole> {
  return roleOf(await findRoles(db, user.id, campusId));
}

/** The role from the two rows' existence: an administrator moderates every campus. */
export function roleOf(found: { admin: boolean; moderator: boolean }): ModerationRole {
  return { admin: found.admin, moderator: found.admin || found.moderator };
}

/**
 * Moderators of the campus and administrators only; everyone else is refused with 403 (a verified
 * account is needed first, so an unverified one is told the same).
 */
export async function assertModerator(db: Executor, user: UserRow, campusId: string): Promise<void> {
  if (!user.emailVerified || user.bannedAt) throw notModerator();
  if (!(await getRole(db, user, campusId)).moderator) throw notModerator();
}

/** Administrators only. */
export async function assertAdmin(db: Executor, user: UserRow): Promise<void> {
  if (!user.emailVerified || user.bannedAt || !(await isAdministrator(db, user.id))) throw notAdmin();
}

/** Whether a person holds a role anywhere (moderators are not warned, suspended or banned in the queue). */
export async function isStaff(db: Executor, userId: string, campusId: string): Promise<boolean> {
  return (await isAdministrator(db, userId)) || isCampusModerator(db, userId, campusId);
}
