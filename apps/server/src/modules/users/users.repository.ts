import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { authorColumns } from '../../db/author-columns';
import { notBlockedBy } from '../../db/blocks';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import type { UserRow } from '../accounts/accounts.repository';

/** A user's whole row, by id. */
export async function findUserRow(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * School-verified members of a campus, except `excludeId` and the people they blocked, whose
 * username or full name matches the lowercase LIKE `pattern`; by username.
 */
export async function searchCampusMembers(
  db: Executor,
  query: { campusId: string; excludeId: string; pattern: string; limit: number },
) {
  return db
    .select(authorColumns())
    .from(users)
    .where(
      and(
        eq(users.campusId, query.campusId),
        eq(users.schoolVerified, true),
        ne(users.id, query.excludeId),
        notBlockedBy(query.excludeId, users.id),
        or(
          sql`lower(${users.username}) like ${query.pattern}`,
          sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${query.pattern}`,
        ),
      ),
    )
    .orderBy(asc(users.username))
    .limit(query.limit);
}
