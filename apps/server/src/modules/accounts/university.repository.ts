// The users rows a university sign-in writes: the campus it proved, and what it said the member is.
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/**
 * Makes the account a school-verified member of `campusId` (keeping the first verification's time)
 * with the university's word on it; unchanged when its school e-mail belongs to another account.
 */
export async function joinByUniversity(
  db: Executor,
  userId: string,
  input: {
    campusId: string;
    schoolEmail: string;
    affiliation: string | null;
    now: Date;
    joinedBefore: boolean;
  },
): Promise<UserRow | undefined> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolEmail, input.schoolEmail), ne(users.id, userId)))
    .limit(1);
  if (taken) return undefined;
  const [row] = await db
    .update(users)
    .set({
      emailVerified: true,
      schoolVerified: true,
      ...(input.joinedBefore ? {} : { schoolVerifiedAt: input.now }),
      schoolEmail: input.schoolEmail,
      campusId: input.campusId,
      affiliation: input.affiliation,
      affiliationCheckedAt: input.now,
      updatedAt: input.now,
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
