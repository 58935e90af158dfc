// The statements of a page's first answers that no API route sends as one.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { placeholder } from '../../db/prepared';
import { sessionUserWith } from '../accounts/accounts.service';
import { roleColumns, roleFields } from '../moderation/roles.service';
import { unreadColumns, unreadFields } from '../notifications/notifications.service';

export type ShellCounts = {
  notifications: number;
  chats: number;
  admin: boolean;
  moderator: boolean;
};

/**
 * The unread counts and the roles on a campus in one statement: GET /api/unread and GET
 * /api/moderation/role send one each, and a rendered page's statements were most of its cost beside
 * the API's (each a round trip the server writes and PostgreSQL wakes for).
 */
export async function findShellCounts(db: Executor, userId: string, campusId: string): Promise<ShellCounts> {
  const result = await db.execute<ShellCounts>(
    sql`select ${unreadColumns(db, userId)}, ${roleColumns(db, userId, campusId)}`,
  );
  const row = result.rows[0];
  return {
    notifications: row?.notifications ?? 0,
    chats: row?.chats ?? 0,
    admin: row?.admin === true,
    moderator: row?.moderator === true,
  };
}

/** The session's user with the same counts and roles, in one prepared statement (accounts.service). */
const sessionWithShell = sessionUserWith('session_user_with_shell', (db, userId) => ({
  ...unreadFields(db, userId),
  ...roleFields(db, userId, placeholder('campusId')),
}));

/** The lookup of a page's session on `campusId`: its user, and the shell's counts and roles. */
export const sessionWithShellOn =
  (campusId: string) =>
  (db: Executor, token: string): ReturnType<typeof sessionWithShell> =>
    sessionWithShell(db, { token, campusId });
