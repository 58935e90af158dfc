import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { authorColumns } from '../../db/author-columns';
import type { Executor } from '../../db/client';
import { appeals, users } from '../../db/schema';

/** The moderation actions a member can see and appeal: the audit log's words for them. */
export const APPEALABLE_ACTIONS = ['warn', 'remove', 'suspend'] as const;

/** An action on a member as their standing shows it, with the content it concerned and its appeal. */
export type ActionRow = {
  id: string;
  campus_id: string | null;
  action: (typeof APPEALABLE_ACTIONS)[number];
  target_type: string | null;
  target_id: string | null;
  subject_user_id: string | null;
  reason: string;
  details: Record<string, string | number> | null;
  created_at: Date;
  /** The removed post's, comment's, message's or rating's text. */
  content_text: string | null;
  /** Whether a removed post was a comment. */
  is_comment: boolean;
  appeal_id: string | null;
  appeal_status: 'open' | 'upheld' | 'reversed' | null;
  appeal_text: string | null;
  appeal_created_at: Date | null;
  appeal_answered_at: Date | null;
};

const actionRows = (where: SQL, order: SQL) => sql`
  select a.id, a.campus_id, a.action, a.target_type, a.target_id, a.subject_user_id, a.reason,
    a.details, a.created_at,
    coalesce(p.plain_text, m.plain_text, r.comment) as content_text,
    (p.post_commented_on is not null) as is_comment,
    ap.id as appeal_id, ap.status as appeal_status, ap.text as appeal_text,
    ap.created_at as appeal_created_at, ap.answered_at as appeal_answered_at
  from moderation_actions a
  left join appeals ap on ap.action_id = a.id
  left join posts p on a.action = 'remove' and a.target_type in ('post', 'comment') and p.id::text = a.target_id
  left join messages m on a.action = 'remove' and a.target_type = 'message' and m.id::text = a.target_id
  left join ratings r on a.action = 'remove' and a.target_type = 'rating' and r.id::text = a.target_id
  where a.action in ('warn', 'remove', 'suspend') and ${where}
  ${order}`;

/** Everything moderators did to a member that they can appeal, newest first. One query. */
export async function listActionsOn(db: Executor, userId: string): Promise<ActionRow[]> {
  const result = await db.execute<ActionRow>(
    actionRows(sql`a.subject_user_id = ${userId}`, sql`order by a.created_at desc, a.id desc`),
  );
  return result.rows;
}

/** One appealable action on a member, or undefined. */
export async function findActionOn(db: Executor, actionId: string, userId: string) {
  const result = await db.execute<ActionRow>(
    actionRows(sql`a.id = ${actionId} and a.subject_user_id = ${userId}`, sql``),
  );
  return result.rows[0];
}

/** The campus's open appeals, oldest first after `after` (a page's last), with each one's action. One query. */
export async function listOpenAppealActions(
  db: Executor,
  campusId: string,
  limit: number,
  after?: { t: string; id: string },
) {
  const past = after
    ? sql` and (ap.created_at, ap.id) > (${after.t}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const result = await db.execute<ActionRow>(
    actionRows(
      sql`ap.status = 'open' and ap.campus_id = ${campusId}${past}`,
      sql`order by ap.created_at, ap.id limit ${limit}`,
    ),
  );
  return result.rows;
}

/** The action an appeal is about. */
export async function findAppealAction(db: Executor, appealId: string) {
  const result = await db.execute<ActionRow>(actionRows(sql`ap.id = ${appealId}`, sql``));
  return result.rows[0];
}

/** An appeal of this campus, answered or not. */
export async function findCampusAppeal(db: Executor, appealId: string, campusId: string) {
  const [row] = await db
    .select({ id: appeals.id, status: appeals.status, userId: appeals.userId })
    .from(appeals)
    .where(and(eq(appeals.id, appealId), eq(appeals.campusId, campusId)));
  return row;
}

/** Writes an appeal; undefined when the action already has one (one appeal per action). */
export async function insertAppeal(db: Executor, row: typeof appeals.$inferInsert) {
  const [inserted] = await db
    .insert(appeals)
    .values(row)
    .onConflictDoNothing({ target: appeals.actionId })
    .returning({ id: appeals.id });
  return inserted;
}

/** The appeal made on this action with this client key by this member (a double tap), if any. */
export async function findAppealWithKey(db: Executor, actionId: string, userId: string, clientKey: string) {
  const [row] = await db
    .select({ id: appeals.id })
    .from(appeals)
    .where(and(eq(appeals.actionId, actionId), eq(appeals.userId, userId), eq(appeals.clientKey, clientKey)));
  return row;
}

/**
 * Answers an open appeal of this campus, once: a second moderator answering at the same time
 * finds it answered (false).
 */
export async function markAppealAnswered(
  tx: Executor,
  appealId: string,
  campusId: string,
  status: 'upheld' | 'reversed',
  moderatorId: string,
): Promise<boolean> {
  const rows = await tx
    .update(appeals)
    .set({ status, answeredBy: moderatorId, answeredAt: new Date() })
    .where(and(eq(appeals.id, appealId), eq(appeals.campusId, campusId), eq(appeals.status, 'open')))
    .returning({ id: appeals.id });
  return rows.length > 0;
}

/** The people appealing, as the queue shows them. One query. */
export async function listMembers(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select(authorColumns()).from(users).where(inArray(users.id, ids));
}

/** A member's appeals, for their data export. */
export function listAppealsOf(db: Executor, userId: string) {
  return db
    .select({
      id: appeals.id,
      actionId: appeals.actionId,
      campusId: appeals.campusId,
      text: appeals.text,
      status: appeals.status,
      createdAt: appeals.createdAt,
      answeredAt: appeals.answeredAt,
    })
    .from(appeals)
    .where(eq(appeals.userId, userId))
    .orderBy(appeals.createdAt);
}
