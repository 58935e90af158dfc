import { and, desc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { olderThan, type TimeKey } from '../../db/paging';
import { userBlocks, users } from '../../db/schema';

/** Records that `blockerId` blocks `blockedId` (once: a repeat changes nothing). */
export async function insertBlock(db: Executor, blockerId: string, blockedId: string): Promise<void> {
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

/** Removes the block, if there is one. */
export async function deleteBlock(db: Executor, blockerId: string, blockedId: string): Promise<void> {
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}

/** The blocks between two people, in either direction (one query). */
export async function findBlocksBetween(db: Executor, a: string, b: string) {
  return db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    );
}

/** A page of the people `blockerId` blocked, most recent first, after a (time, id) key. One query. */
export async function listBlockedPeople(db: Executor, blockerId: string, limit: number, after?: TimeKey) {
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      img: users.image,
      blockedAt: userBlocks.createdAt,
    })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(
      and(eq(userBlocks.blockerId, blockerId), olderThan(userBlocks.createdAt, userBlocks.blockedId, after)),
    )
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId))
    .limit(limit);
}
