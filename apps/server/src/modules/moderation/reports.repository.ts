import { and, eq, inArray, sql } from 'drizzle-orm';
import { authorColumns } from '../../db/author-columns';
import type { Executor } from '../../db/client';
import { postHousingColumns } from '../../db/post-rows';
import { messages, postMedia, posts, ratings, reports, users } from '../../db/schema';

export type ReportInsert = typeof reports.$inferInsert;
type TargetType = ReportInsert['targetType'];
type Status = 'dismissed' | 'actioned';

/** Records a report; the reporter's open report of the same target is refreshed instead (one per pair). */
export async function upsertOpenReport(db: Executor, report: ReportInsert): Promise<void> {
  await db
    .insert(reports)
    .values(report)
    .onConflictDoUpdate({
      target: [reports.reporterId, reports.targetType, reports.targetId],
      targetWhere: sql`status = 'open'`,
      set: {
        reason: report.reason,
        note: report.note ?? null,
        createdAt: sql`now()`,
        clientKey: report.clientKey ?? null,
      },
    });
}

/** How many members have an open report of the target (one open report per member and target). */
export async function countOpenReporters(db: Executor, type: TargetType, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reports)
    .where(and(eq(reports.targetType, type), eq(reports.targetId, id), eq(reports.status, 'open')));
  return row?.n ?? 0;
}

/** Whether `reporterId` already made a report with `clientKey`. */
export async function hasReportWithKey(db: Executor, reporterId: string, clientKey: string) {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), eq(reports.clientKey, clientKey)));
  return Boolean(row);
}

export interface GroupKey {
  at: Date;
  type: TargetType;
  id: string;
}

export type ReportGroupRow = {
  target_type: TargetType;
  target_id: string;
  subject_user_id: string;
  report_count: number;
  first_at: Date;
  reports: { reason: string; note: string | null; createdAt: string }[];
};

/** A page of a campus's open reports grouped by target, oldest first report first. One query. */
export async function listOpenReportGroups(
  db: Executor,
  campusId: string,
  after: GroupKey | undefined,
  limit: number,
) {
  const past = after
    ? sql`having (min(created_at), target_type, target_id) > (${after.at}, ${after.type}, ${after.id})`
    : sql``;
  const result = await db.execute<ReportGroupRow>(sql`
    select target_type, target_id, subject_user_id, count(*)::int as report_count, min(created_at) as first_at,
      json_agg(json_build_object('reason', reason, 'note', note, 'createdAt', created_at) order by created_at desc) as reports
    from reports where campus_id = ${campusId} and status = 'open'
    group by target_type, target_id, subject_user_id
    ${past}
    order by min(created_at), target_type, target_id
    limit ${limit}`);
  return result.rows.map((r) => ({ ...r, first_at: new Date(r.first_at) }));
}

/** Closes a campus's open reports of one target; returns who reported it. */
export async function resolveTargetReports(
  db: Executor,
  campusId: string,
  target: { type: TargetType; id: string },
  status: Status,
) {
  return db
    .update(reports)
    .set({ status, resolvedAt: sql`now()` })
    .where(
      and(
        eq(reports.campusId, campusId),
        eq(reports.targetType, target.type),
        eq(reports.targetId, target.id),
        eq(reports.status, 'open'),
      ),
    )
    .returning({ reporterId: reports.reporterId, subjectUserId: reports.subjectUserId });
}

/** Closes every open report about a person (a ban took all of it down). */
export async function resolveSubjectReports(db: Executor, subjectId: string, status: Status) {
  return db
    .update(reports)
    .set({ status, resolvedAt: sql`now()` })
    .where(and(eq(reports.subjectUserId, subjectId), eq(reports.status, 'open')))
    .returning({ reporterId: reports.reporterId });
}

/** Posts and comments by id, removed or not, with their first image. One query. */
export async function listPostContents(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: posts.id,
      plainText: posts.plainText,
      // A housing listing's details (its one line heads the text in the queue).
      priceCents: posts.priceCents,
      upToCents: posts.upToCents,
      ...postHousingColumns,
      rootPostId: posts.rootPostId,
      removedAt: posts.removedAt,
      imgPath: postMedia.imgPath,
    })
    .from(posts)
    .leftJoin(postMedia, and(eq(postMedia.postId, posts.id), eq(postMedia.imgOrder, 0)))
    .where(inArray(posts.id, ids));
}

/** Messages by id, removed or not. One query. */
export async function listMessageContents(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: messages.id,
      plainText: messages.plainText,
      imagePath: messages.imagePath,
      removedAt: messages.removedAt,
    })
    .from(messages)
    .where(inArray(messages.id, ids));
}

/** Ratings by id, removed or not. One query. */
export async function listRatingContents(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: ratings.id,
      stars: ratings.stars,
      comment: ratings.comment,
      postId: ratings.postId,
      removedAt: ratings.removedAt,
    })
    .from(ratings)
    .where(inArray(ratings.id, ids));
}

/** People by id with their standing (bio, suspension, ban). One query. */
export async function listSubjects(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      ...authorColumns(),
      bio: users.bio,
      suspendedUntil: users.suspendedUntil,
      bannedAt: users.bannedAt,
    })
    .from(users)
    .where(inArray(users.id, ids));
}
