import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { authorColumns } from '../../db/author-columns';
import type { Executor } from '../../db/client';
import { olderThan, type TimeKey } from '../../db/paging';
import { moderationActions, users } from '../../db/schema';

export type AuditInsert = typeof moderationActions.$inferInsert;

/** Writes one line of the audit log (in the caller's transaction). */
export async function insertAuditEntry(db: Executor, entry: AuditInsert): Promise<void> {
  await db.insert(moderationActions).values(entry);
}

/**
 * A deleted account's lines keep what was done, when, where and by whom, but not on whom: the
 * target's id and the moderator's reason (free text that may name the person) are cleared; the
 * subject itself becomes null through its foreign key when the users row goes.
 */
export async function forgetAuditSubject(db: Executor, userId: string): Promise<void> {
  await db
    .update(moderationActions)
    .set({ targetId: null, reason: '' })
    .where(eq(moderationActions.subjectUserId, userId));
}

const actor = alias(users, 'actor');
const subject = alias(users, 'subject');

/** A page of the audit log, newest first, with who acted and on whom. One query. */
export async function listAuditPage(db: Executor, before: TimeKey | undefined, limit: number) {
  return db
    .select({
      id: moderationActions.id,
      action: moderationActions.action,
      campusId: moderationActions.campusId,
      targetType: moderationActions.targetType,
      targetId: moderationActions.targetId,
      reason: moderationActions.reason,
      createdAt: moderationActions.createdAt,
      actorId: actor.id,
      actor: authorColumns(actor as unknown as typeof users),
      subjectId: subject.id,
      subject: authorColumns(subject as unknown as typeof users),
    })
    .from(moderationActions)
    .leftJoin(actor, eq(actor.id, moderationActions.actorId))
    .leftJoin(subject, eq(subject.id, moderationActions.subjectUserId))
    .where(olderThan(moderationActions.createdAt, moderationActions.id, before))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(limit);
}

/** The latest `perSubject` actions on each of these people. One query. */
export async function listPriorActions(db: Executor, subjectIds: string[], perSubject: number) {
  if (subjectIds.length === 0) return [];
  const result = await db.execute<{
    subject_user_id: string;
    action: string;
    reason: string;
    created_at: Date;
  }>(sql`
    select subject_user_id, action, reason, created_at from (
      select subject_user_id, action, reason, created_at,
        row_number() over (partition by subject_user_id order by created_at desc, id desc) as n
      from moderation_actions
      where subject_user_id in (${sql.join(
        subjectIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    ) ranked where n <= ${perSubject}
    order by subject_user_id, created_at desc`);
  return result.rows;
}
