import {
  type AuditAction,
  type AuditEntry,
  type AuditPage,
  MODERATION_MESSAGES,
  MODERATION_PAGE_SIZES,
  type Moderators,
} from '@campus/domain';
import type { Database } from '../../db/client';
import { decodeTimeCursor, nextTimeCursor } from '../../db/paging';
import { AppError } from '../../http/errors';
import type { UserRow } from '../accounts/accounts.service';
import { listAuditPage } from './audit.repository';
import { recordAudit } from './audit.service';
import {
  deleteAdministrator,
  deleteCampusModerator,
  findCampusMember,
  findUserIdByEmail,
  insertAdministrator,
  insertCampusModerator,
  listCampusModerators,
} from './roles.repository';
import { assertAdmin } from './roles.service';

// What administrators do: appoint and remove moderators per campus, read the audit log; and the
// command line's grant and revoke of the administrator role.

/** The campus's moderators (administrators only). */
export async function getModerators(db: Database, admin: UserRow, campusId: string): Promise<Moderators> {
  await assertAdmin(db, admin);
  const rows = await listCampusModerators(db, campusId);
  return { moderators: rows.map((r) => ({ user: r.user, appointedAt: r.appointedAt.toISOString() })) };
}

/** Appoints a member of the campus (by username or e-mail) as its moderator; audited. */
export async function appointModerator(db: Database, admin: UserRow, campusId: string, who: string) {
  await assertAdmin(db, admin);
  const member = await findCampusMember(db, campusId, who);
  if (!member) throw new AppError(404, 'no_such_member', MODERATION_MESSAGES.noSuchMember);
  await db.transaction(async (tx) => {
    if (!(await insertCampusModerator(tx, campusId, member.id)))
      throw new AppError(409, 'already_moderator', MODERATION_MESSAGES.alreadyModerator);
    await recordAudit(tx, {
      actorId: admin.id,
      campusId,
      action: 'appoint moderator',
      subjectUserId: member.id,
    });
  });
  return { message: MODERATION_MESSAGES.appointed };
}

/** Removes a moderator of the campus; audited. 404 when they were not one. */
export async function removeModerator(db: Database, admin: UserRow, campusId: string, userId: string) {
  await assertAdmin(db, admin);
  await db.transaction(async (tx) => {
    if (!(await deleteCampusModerator(tx, campusId, userId)))
      throw new AppError(404, 'not_a_moderator', MODERATION_MESSAGES.notAModerator);
    await recordAudit(tx, { actorId: admin.id, campusId, action: 'remove moderator', subjectUserId: userId });
  });
  return { message: MODERATION_MESSAGES.moderatorRemoved };
}

/**
 * `npm run admin -- grant|revoke someone@example.com`: the command line's one way to give or take
 * the administrator role (audited with no actor). Returns what it did, for the command to print.
 */
export async function setAdministrator(db: Database, email: string, grant: boolean): Promise<string> {
  const userId = await findUserIdByEmail(db, email);
  if (!userId) throw new Error(`No account uses ${email}.`);
  return db.transaction(async (tx) => {
    const changed = grant ? await insertAdministrator(tx, userId) : await deleteAdministrator(tx, userId);
    if (!changed)
      return grant ? `${email} is already an administrator.` : `${email} is not an administrator.`;
    await recordAudit(tx, {
      actorId: null,
      action: grant ? 'grant admin' : 'revoke admin',
      subjectUserId: userId,
      reason: 'command line',
    });
    return grant ? `${email} is now an administrator.` : `${email} is no longer an administrator.`;
  });
}

/** A page of the audit log of every campus, newest first (administrators only). */
export async function getAuditLog(db: Database, admin: UserRow, cursor?: string): Promise<AuditPage> {
  const before = decodeTimeCursor(cursor);
  await assertAdmin(db, admin);
  const limit = MODERATION_PAGE_SIZES.audit;
  const rows = await listAuditPage(db, before, limit);
  const entries: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    actor: r.actorId ? r.actor : null,
    action: r.action as AuditAction,
    campusId: r.campusId,
    targetType: r.targetType,
    targetId: r.targetId,
    subject: r.subjectId ? r.subject : null,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
  }));
  return { entries, nextCursor: nextTimeCursor(rows, limit, (r) => ({ at: r.createdAt, id: r.id })) };
}
