import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;
export type UserChanges = Partial<typeof users.$inferInsert>;

/** Changes the user's own fields; the row after the change, or undefined when there is none. */
export async function updateUser(
  db: Executor,
  userId: string,
  set: UserChanges,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Ends every away whose day (YYYY-MM-DD) has come: the members now back. */
export async function clearDueAways(db: Executor, today: string): Promise<string[]> {
  const rows = await db
    .update(users)
    .set({ awayUntil: null, awayNote: null })
    .where(and(isNotNull(users.awayUntil), lte(users.awayUntil, today)))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}
