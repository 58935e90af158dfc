import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { posts } from '../../db/schema';

/**
 * Marks every post of the given members as their author being away (or back): the feed, Photos,
 * search and alerts leave out posts with author_away. Only the flag changes, so being back restores
 * exactly what was there (same order, status and saves) and tells nobody anything.
 */
export async function setAuthorAway(db: Executor, userIds: readonly string[], away: boolean): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(posts)
    .set({ authorAway: away })
    .where(and(inArray(posts.userId, [...userIds]), ne(posts.authorAway, away)));
}

/** Whether a post's author is away now (its flag). */
export async function isPostAuthorAway(db: Executor, postId: string): Promise<boolean> {
  const [row] = await db.select({ away: posts.authorAway }).from(posts).where(eq(posts.id, postId));
  return row?.away ?? false;
}
