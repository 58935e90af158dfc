// The statements of a page's first answers that no API route sends as one.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

export type ShellCounts = {
  notifications: number;
  chats: number;
  admin: boolean;
  moderator: boolean;
};

/**
 * The unread counts and the roles on a campus in one statement: GET /api/unread and GET
 * /api/moderation/role send one each, and a rendered page's statements were most of its cost beside
 * the API's (each a round trip the server writes and PostgreSQL wakes for). The columns are the
 * notifications and moderation modules' (unreadColumns, roleColumns), handed in by the service.
 */
export async function findShellCounts(
  db: Executor,
  columns: { unread: SQL; roles: SQL },
): Promise<ShellCounts> {
  const result = await db.execute<ShellCounts>(sql`select ${columns.unread}, ${columns.roles}`);
  const row = result.rows[0];
  return {
    notifications: row?.notifications ?? 0,
    chats: row?.chats ?? 0,
    admin: row?.admin === true,
    moderator: row?.moderator === true,
  };
}
