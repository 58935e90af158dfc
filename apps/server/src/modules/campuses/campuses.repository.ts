import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { authorColumns } from '../../db/author-columns';
import type { Executor } from '../../db/client';
import { olderThan, type TimeKey } from '../../db/paging';
import { notHeld, notRemoved } from '../../db/post-rows';
import { campuses, posts, users } from '../../db/schema';

export type CampusRow = typeof campuses.$inferSelect;

export async function findCampusById(db: Executor, id: string): Promise<CampusRow | undefined> {
  const [row] = await db.select().from(campuses).where(eq(campuses.id, id)).limit(1);
  return row;
}

export async function listCampuses(db: Executor): Promise<CampusRow[]> {
  return db.select().from(campuses).orderBy(asc(campuses.createdAt), asc(campuses.id));
}

export type CampusInsert = typeof campuses.$inferInsert;

/** Any number; the same everywhere, so campus changes (their uniqueness checks) take turns. */
const CAMPUS_CHANGE_LOCK_KEY = 724_102;

/** Serialises campus changes until the transaction ends: two cannot both take one subdomain or domain. */
export async function lockCampusChanges(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CAMPUS_CHANGE_LOCK_KEY})`);
}

export async function insertCampus(tx: Executor, row: CampusInsert): Promise<CampusRow> {
  const [inserted] = await tx.insert(campuses).values(row).returning();
  return inserted!;
}

export async function updateCampus(
  tx: Executor,
  id: string,
  set: Partial<Omit<CampusInsert, 'id' | 'createdAt'>>,
): Promise<CampusRow | undefined> {
  const [row] = await tx
    .update(campuses)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(campuses.id, id))
    .returning();
  return row;
}

/** The campus's school-verified members, and those verified since `since`. One query. */
export async function countVerifiedMembers(db: Executor, campusId: string, since: Date) {
  const [row] = await db
    .select({
      verifiedMembers: sql<number>`count(*) filter (where ${users.schoolVerified})::int`,
      newVerifiedSince: sql<number>`count(*) filter (where ${users.schoolVerified} and ${users.schoolVerifiedAt} > ${since})::int`,
    })
    .from(users)
    .where(eq(users.campusId, campusId));
  return { verifiedMembers: row?.verifiedMembers ?? 0, newVerifiedSince: row?.newVerifiedSince ?? 0 };
}

/**
 * The campus's top-level posts since `recent` and since `older` (`older` before `recent`): those
 * everyone sees (not removed, not held for review). One query.
 */
export async function countTopLevelPosts(db: Executor, campusId: string, recent: Date, older: Date) {
  const [row] = await db
    .select({
      sinceRecent: sql<number>`count(*) filter (where ${posts.createdAt} > ${recent})::int`,
      sinceOlder: sql<number>`count(*)::int`,
    })
    .from(posts)
    .where(
      and(
        eq(posts.campusId, campusId),
        isNull(posts.postCommentedOn),
        gt(posts.createdAt, older),
        notRemoved(),
        notHeld(),
      ),
    );
  return { sinceRecent: row?.sinceRecent ?? 0, sinceOlder: row?.sinceOlder ?? 0 };
}

/** A page of the campus's school-verified members, newest account first. One query. */
export async function listNewestMembers(
  db: Executor,
  campusId: string,
  before: TimeKey | undefined,
  limit: number,
) {
  return db
    .select({ ...authorColumns(), createdAt: users.createdAt })
    .from(users)
    .where(
      and(
        eq(users.campusId, campusId),
        eq(users.schoolVerified, true),
        olderThan(users.createdAt, users.id, before),
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}
