// The statements of a page's first answers that no API route sends as one.
import { type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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

/** The same counts and roles as fields of another select: the session's statement of a rendered page. */
export function shellFields(db: Executor, userId: SQLWrapper, campusId: string) {
  return { ...unreadFields(db, userId), ...roleFields(db, userId, campusId) };
}
