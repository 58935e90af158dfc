import { and, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { posts } from '../../db/schema';

/**
 * Marks every post of the given members as their author being away (or back): the feed, Photos,
 * search and alerts leave out posts with author_away. Only the flag changes, so being back restores
 * exactly what was there (same order, status and saves) and tells nobody anything.
 */
export async function updateAuthorAway(
  db: Executor,
  userIds: readonly string[],
  away: boolean,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(posts)
    .set({ authorAway: away })
    .where(and(inArray(posts.userId, [...userIds]), ne(posts.authorAway, away)));
}
