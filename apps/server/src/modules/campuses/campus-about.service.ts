import { type CampusAbout, PAGE_SIZES } from '@campus/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { posts, users } from '../../db/schema';
import { decodeCursor, encodeCursor } from '../../lib/cursor';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The About tab (community §2): verified members, new verified users in the last 7 days, top-level
 * posts in the last 7 days and month, and the newest members (3 first, then 6 per page).
 */
export async function getCampusAbout(db: Database, campusId: string, cursor?: string): Promise<CampusAbout> {
  const after = cursor ? decodeCursor(cursor, { t: 'date', id: 'userId' }) : undefined;
  const limit = after ? PAGE_SIZES.aboutUsersNext : PAGE_SIZES.aboutUsersFirst;
  const weekAgo = new Date(Date.now() - 7 * DAY);
  const monthAgo = new Date(Date.now() - 30 * DAY);
  const [counts] = await db
    .select({
      verifiedMembers: sql<number>`count(*) filter (where ${users.schoolVerified})::int`,
      newVerifiedLast7Days: sql<number>`count(*) filter (where ${users.schoolVerified} and ${users.schoolVerifiedAt} > ${weekAgo})::int`,
    })
    .from(users)
    .where(eq(users.campusId, campusId));
  const [postCounts] = await db
    .select({
      postsLast7Days: sql<number>`count(*) filter (where ${posts.createdAt} > ${weekAgo})::int`,
      postsLastMonth: sql<number>`count(*)::int`,
    })
    .from(posts)
    .where(and(eq(posts.campusId, campusId), isNull(posts.postCommentedOn), gt(posts.createdAt, monthAgo)));
  const newest = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      img: users.image,
      verified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(
      and(
        eq(users.campusId, campusId),
        eq(users.schoolVerified, true),
        after ? sql`(${users.createdAt}, ${users.id}) < (${new Date(after.t)}, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
  const last = newest.at(-1);
  return {
    verifiedMembers: counts?.verifiedMembers ?? 0,
    newVerifiedLast7Days: counts?.newVerifiedLast7Days ?? 0,
    postsLast7Days: postCounts?.postsLast7Days ?? 0,
    postsLastMonth: postCounts?.postsLastMonth ?? 0,
    newestUsers: newest.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
    nextCursor:
      newest.length === limit && last ? encodeCursor({ t: last.createdAt.toISOString(), id: last.id }) : null,
  };
}
