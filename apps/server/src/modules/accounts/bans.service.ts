import { normaliseEmail } from '@campus/domain';
import type { Database, Executor, Tx } from '../../db/client';
import { deleteUserSessions, type EndedSession, type UserRow } from './accounts.repository';
import {
  anyBannedEmail,
  clearSuspensionUntil,
  insertBannedEmails,
  markUserBanned,
  setSuspendedUntil,
} from './bans.repository';

// The banned list lives in the database: bans add an account's e-mail and school e-mail;
// BANNED_EMAILS still seeds it when the app starts.

/** Whether an address is on the banned list. */
export function isEmailBanned(db: Executor, email: string): Promise<boolean> {
  return anyBannedEmail(db, [normaliseEmail(email)]);
}

/** Copies BANNED_EMAILS into the banned list (at start; addresses already there stay). */
export async function seedBannedEmails(db: Database, emails: readonly string[]): Promise<void> {
  await insertBannedEmails(db, [...new Set(emails.map(normaliseEmail))]);
}

/**
 * Closes an account for good, in the caller's transaction: banned, its e-mail and school e-mail on
 * the banned list, every session ended (the caller closes their sockets after commit).
 */
export async function banAccount(tx: Tx, user: UserRow): Promise<EndedSession[]> {
  await markUserBanned(tx, user.id);
  const emails = [user.email, user.schoolEmail].filter((e): e is string => Boolean(e));
  await insertBannedEmails(tx, [...new Set(emails.map(normaliseEmail))]);
  return deleteUserSessions(tx, user.id);
}

/** Suspends a member until `until` (posting, commenting, messaging and boosting refused meanwhile). */
export async function suspendAccount(tx: Tx, userId: string, until: Date): Promise<void> {
  await setSuspendedUntil(tx, userId, until);
}

/** Lifts the suspension that ends at `until` (an appeal reversed); a later suspension still stands. */
export async function liftSuspension(tx: Tx, userId: string, until: Date): Promise<void> {
  await clearSuspensionUntil(tx, userId, until);
}
