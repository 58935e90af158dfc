import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bannedEmails, users } from '../../db/schema';

/** Whether any of these (lowercase) addresses is on the banned list. One query. */
export async function anyBannedEmail(db: Executor, emails: string[]): Promise<boolean> {
  if (emails.length === 0) return false;
  const rows = await db
    .select({ email: bannedEmails.email })
    .from(bannedEmails)
    .where(inArray(bannedEmails.email, emails))
    .limit(1);
  return rows.length > 0;
}

/** Adds addresses to the banned list; ones already there stay as they are. */
export async function insertBannedEmails(db: Executor, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .insert(bannedEmails)
    .values(emails.map((email) => ({ email })))
    .onConflictDoNothing();
}

/** Closes an account: marks it banned (its sessions are ended by the caller). */
export async function markUserBanned(db: Executor, userId: string): Promise<void> {
  await db.update(users).set({ bannedAt: sql`now()`, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Sets (or lifts, with null) the end of a member's suspension. */
export async function setSuspendedUntil(db: Executor, userId: string, until: Date | null): Promise<void> {
  await db.update(users).set({ suspendedUntil: until, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Ends a suspension early, unless a later one runs past `until`. */
export async function clearSuspensionUntil(db: Executor, userId: string, until: Date): Promise<void> {
  await db
    .update(users)
    .set({ suspendedUntil: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), lte(users.suspendedUntil, until)));
}
