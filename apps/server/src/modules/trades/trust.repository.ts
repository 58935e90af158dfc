import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export interface TrustRow {
  id: string;
  schoolVerified: boolean;
  createdAt: Date;
  affiliation: string | null;
  affiliationCheckedAt: Date | null;
  ratingAverage: string | null;
  ratingCount: number;
  soldCount: number;
}

/**
 * A member of the campus with their rating summary (ratings not removed by a moderator) and how
 * many of their listings are marked sold. One query, whoever the person is.
 */
// Written qualified: inside a select list drizzle names a column without its table, which the
// subqueries' own tables would capture.
const person = sql.raw('"users"."id"');

export async function findTrustRow(
  db: Executor,
  userId: string,
  campusId: string,
): Promise<TrustRow | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      schoolVerified: users.schoolVerified,
      createdAt: users.createdAt,
      affiliation: users.affiliation,
      affiliationCheckedAt: users.affiliationCheckedAt,
      ratingAverage: sql<string | null>`(select avg(r.stars) from ratings r
        where r.rated_id = ${person} and r.removed_at is null)`,
      ratingCount: sql<number>`(select count(*)::int from ratings r
        where r.rated_id = ${person} and r.removed_at is null)`,
      soldCount: sql<number>`(select count(*)::int from posts p
        where p.user_id = ${person} and p.status = 'sold' and p.type = 'post'
          and p.post_commented_on is null and p.removed_at is null)`,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.campusId, campusId), sql`${users.bannedAt} is null`));
  return row;
}
