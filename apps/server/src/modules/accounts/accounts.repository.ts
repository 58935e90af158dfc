import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { uuidv7 } from '../../db/ids';
import { placeholder, prepared } from '../../db/prepared';
import { accounts, sessions, signInLinks, users, verifications } from '../../db/schema';

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

const sessionUserByToken = prepared('session_user_by_token', (db) =>
  db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, placeholder('token'))),
);

/** A session's user and expiry by the session's token: one indexed query (sessions_token_key). */
export async function findSessionUser(
  db: Executor,
  token: string,
): Promise<{ user: UserRow; expiresAt: Date } | undefined> {
  const [row] = await sessionUserByToken(db).execute({ token });
  return row;
}

/** Columns computed from a session's user id (`users.id`), read in the session's own statement. */
export type UserColumns = Record<string, SQL>;
export type ColumnValues<T extends UserColumns> = { [K in keyof T]: T[K] extends SQL<infer V> ? V : never };

/**
 * findSessionUser with `columns` of the session's user read in the same statement (a rendered
 * page's shell counts, which were a statement of their own), prepared once under `name`: the
 * columns' values are placeholders, filled with the token by `values`.
 */
export function sessionUserWith<T extends UserColumns>(
  name: string,
  columns: (db: Executor, userId: typeof users.id) => T,
) {
  const query = prepared(name, (db) =>
    db
      .select({ user: users, expiresAt: sessions.expiresAt, more: columns(db, users.id) })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.token, placeholder('token'))),
  );
  return async (
    db: Executor,
    values: { token: string } & Record<string, unknown>,
  ): Promise<SessionUserWith<T> | undefined> => {
    const [row] = await query(db).execute(values);
    return row as SessionUserWith<T> | undefined;
  };
}

export type SessionUserWith<T extends UserColumns> = {
  user: UserRow;
  expiresAt: Date;
  more: ColumnValues<T>;
};

/** Usernames equal to `base` or of the form `base-N` (to pick the first free suffix). */
export async function findUsernamesLike(db: Executor, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(or(eq(users.username, base), sql`${users.username} like ${`${base}-%`}`));
  return new Set(rows.map((r) => r.username));
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

/** Marks the e-mail verified if it was not: the row when this call verified it, else undefined. */
export async function verifyUnverifiedEmail(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.emailVerified, false)))
    .returning();
  return row;
}

/** A session that ended (its sockets are told after the commit). */
export interface EndedSession {
  id: string;
  userId: string;
}

/** Ends the user's sessions, all of them or all but `keepSessionId`; returns the ended ones. */
export async function deleteUserSessions(
  db: Executor,
  userId: string,
  keepSessionId?: string,
): Promise<EndedSession[]> {
  return db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined))
    .returning({ id: sessions.id, userId: sessions.userId });
}

/** Whether the user has a password (better-auth's credential account). */
export async function hasPasswordCredential(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return Boolean(row);
}

/** Removes the user's password (better-auth's credential account). */
export async function deletePasswordCredential(db: Executor, userId: string): Promise<void> {
  await db.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
}

/** Sets the user's password hash, creating the credential when the user has none (as better-auth does). */
export async function setPasswordCredential(db: Executor, userId: string, hash: string): Promise<void> {
  const updated = await db
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  if (updated.length === 0)
    await db
      .insert(accounts)
      .values({ id: uuidv7(), userId, accountId: userId, providerId: 'credential', password: hash });
}

/** Deletes an unexpired password-reset token (single use) and returns the user id it was for. */
export async function consumeResetToken(db: Executor, token: string): Promise<string | undefined> {
  const [row] = await db
    .delete(verifications)
    .where(
      sql`${verifications.identifier} = ${`reset-password:${token}`} and ${verifications.expiresAt} > now()`,
    )
    .returning({ value: verifications.value });
  return row?.value;
}
