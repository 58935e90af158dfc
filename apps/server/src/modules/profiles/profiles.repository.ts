import { eq, sql } from 'drizzle-orm';
import { authorColumns } from '../../db/author-columns';
import type { Database } from '../../db/client';
import { userReports, users } from '../../db/schema';

/** The person behind a username; the lookup is lowercased (community §5). */
export async function findProfileByUsername(db: Database, username: string) {
  const [row] = await db
    .select({
      ...authorColumns(),
      bio: users.bio,
      schoolVerified: users.schoolVerified,
      profileSetUp: users.profileSetUp,
      campusId: users.campusId,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.username, username.toLowerCase()));
  return row;
}

export async function findUserCampus(db: Database, id: string) {
  const [row] = await db
    .select({ id: users.id, campusId: users.campusId })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Records a report for moderators; a second report of the same person by the same member refreshes it. */
export async function upsertUserReport(
  db: Database,
  report: { reporterId: string; reportedUserId: string; campusId: string; reason: string | null },
) {
  await db
    .insert(userReports)
    .values(report)
    .onConflictDoUpdate({
      target: [userReports.reporterId, userReports.reportedUserId],
      set: { reason: report.reason, status: 'open', createdAt: sql`now()` },
    });
}
