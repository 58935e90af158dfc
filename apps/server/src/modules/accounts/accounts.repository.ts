import { eq, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { signInLinks, users, verifications } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
type Executor = Database | Tx;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Usernames equal to `base` or of the form `base-N` (to pick the first free suffix). */
export async function findUsernamesLike(db: Executor, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(or(eq(users.username, base), sql`${users.username} like ${`${base}-%`}`));
  return new Set(rows.map((r) => r.username));
}

export async function markEmailVerified(db: Executor, id: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function insertUser(db: Executor, row: typeof users.$inferInsert): Promise<UserRow> {
  const [inserted] = await db.insert(users).values(row).returning();
  return inserted!;
}

export async function insertSignInLink(db: Executor, row: typeof signInLinks.$inferInsert): Promise<void> {
  await db.insert(signInLinks).values(row);
}

/** Locks and returns an unexpired sign-in link by its token hash. */
export async function lockSignInLink(tx: Tx, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(signInLinks)
    .where(sql`${signInLinks.tokenHash} = ${tokenHash} and ${signInLinks.expiresAt} > now()`)
    .for('update');
  return row;
}

export async function deleteSignInLink(tx: Tx, tokenHash: string): Promise<void> {
  await tx.delete(signInLinks).where(eq(signInLinks.tokenHash, tokenHash));
}

/** The user id a password-reset token belongs to (better-auth keeps it in `verifications`). */
export async function findResetTokenUserId(db: Executor, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(
      sql`${verifications.identifier} = ${`reset-password:${token}`} and ${verifications.expiresAt} > now()`,
    );
  return row?.value;
}
