import type { Author } from '@campus/domain';
import type { Executor } from '../../db/client';
import { containsPattern } from '../../db/like-patterns';
import type { UserRow } from '../accounts/accounts.repository';
import { findUserRow, searchCampusMembers } from './users.repository';

/** The new-message search answers at most this many people. */
const PEOPLE_LIMIT = 10;

/** A user by id (for other modules: the chat partner, a socket's session owner), or undefined. */
export async function findUser(db: Executor, id: string): Promise<UserRow | undefined> {
  return findUserRow(db, id);
}

/**
 * People of the campus other than `me` whose name or username contains the text (the new-message
 * search, which fires above 1 character; community §5): none for a shorter text.
 */
export async function searchCampusPeople(
  db: Executor,
  me: UserRow,
  campusId: string,
  text: string,
): Promise<Author[]> {
  const q = text.trim();
  if (q.length <= 1) return [];
  return searchCampusMembers(db, {
    campusId,
    excludeId: me.id,
    pattern: containsPattern(q.toLowerCase()),
    limit: PEOPLE_LIMIT,
  });
}
