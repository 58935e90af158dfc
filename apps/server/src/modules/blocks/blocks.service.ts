import { BLOCK_MESSAGES, BLOCKED_PAGE_SIZE, type BlockedPage } from '@campus/domain';
import type { Executor } from '../../db/client';
import { decodeTimeCursor, nextTimeCursor } from '../../db/paging';
import { AppError, notFound } from '../../http/errors';
import { assertSchoolVerified } from '../accounts/account-checks';
import type { UserRow } from '../accounts/accounts.repository';
import { findUser } from '../users/users.service';
import { deleteBlock, findBlocksBetween, insertBlock, listBlockedPeople } from './blocks.repository';

const personMissing = () => notFound('person_missing', BLOCK_MESSAGES.personMissing);

/**
 * Blocks another person. Members of this campus only; the person must exist; never
 * oneself. Private: nothing is sent to the blocked person, and a repeat changes nothing.
 */
export async function blockUser(db: Executor, me: UserRow, campusId: string, userId: string): Promise<void> {
  assertSchoolVerified(me, campusId);
  if (userId === me.id) throw new AppError(400, 'block_self', BLOCK_MESSAGES.cannotBlockSelf);
  if (!(await findUser(db, userId))) throw personMissing();
  await insertBlock(db, me.id, userId);
}

/** Undoes one's block of a person (nothing happens when there was none); 404 for no such person. */
export async function unblockUser(db: Executor, me: UserRow, userId: string): Promise<void> {
  if (!(await findUser(db, userId))) throw personMissing();
  await deleteBlock(db, me.id, userId);
}

/** A page of the people the user blocked (/settings/blocked), most recent first. */
export async function getBlockedPage(db: Executor, me: UserRow, cursor?: string): Promise<BlockedPage> {
  const key = decodeTimeCursor(cursor, 'userId');
  const rows = await listBlockedPeople(db, me.id, BLOCKED_PAGE_SIZE, key);
  return {
    people: rows.map((r) => ({ ...r, blockedAt: r.blockedAt.toISOString() })),
    nextCursor: nextTimeCursor(rows, BLOCKED_PAGE_SIZE, (r) => ({ at: r.blockedAt, id: r.id })),
  };
}

/** Whether `viewerId` blocked `userId` (a profile's blocked state). */
export async function hasBlocked(db: Executor, viewerId: string | null, userId: string): Promise<boolean> {
  if (!viewerId || viewerId === userId) return false;
  const rows = await findBlocksBetween(db, viewerId, userId);
  return rows.some((r) => r.blockerId === viewerId);
}

/**
 * Neither person of a block may message the other: the blocker is told to unblock first; the
 * blocked person only that they can't message this person (no word of a block). One query.
 */
export async function assertMayMessage(db: Executor, meId: string, otherId: string): Promise<void> {
  const rows = await findBlocksBetween(db, meId, otherId);
  assertNotBlockedBetween(
    meId,
    rows.map((r) => r.blockerId),
  );
}

/** The same rule on the blocks between two people read elsewhere: the ids of whoever blocked. */
export function assertNotBlockedBetween(meId: string, blockerIds: string[]): void {
  if (blockerIds.includes(meId)) throw new AppError(403, 'blocked_by_you', BLOCK_MESSAGES.youBlockedThem);
  if (blockerIds.length > 0) throw new AppError(403, 'cannot_message', BLOCK_MESSAGES.cannotMessage);
}
