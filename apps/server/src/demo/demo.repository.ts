import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { posts } from '../db/schema';

/** Whether any of these users already has a top-level post on the campus (a previous demo run). */
export async function hasTopLevelPosts(db: Database, campusId: string, userIds: string[]): Promise<boolean> {
  if (userIds.length === 0) return false;
  const [row] = await db
    .select({ n: count() })
    .from(posts)
    .where(and(eq(posts.campusId, campusId), inArray(posts.userId, userIds), isNull(posts.rootPostId)));
  return (row?.n ?? 0) > 0;
}

/**
 * Moves a post and its comments back in time: the post at `at`, each comment a few minutes after
 * the one before, never in the future (so the feed reads like weeks of campus life, and a new post stays on top).
 */
export async function backdateThread(db: Database, postId: string, at: Date, commentIds: string[]) {
  await db.update(posts).set({ createdAt: at, lastModified: at }).where(eq(posts.id, postId));
  // Eleven minutes apart, or closer when the post is recent (never in the future).
  const gap = Math.min(11 * 60_000, (Date.now() - at.getTime()) / (commentIds.length + 1));
  for (const [i, id] of commentIds.entries()) {
    const when = new Date(at.getTime() + (i + 1) * gap);
    await db.update(posts).set({ createdAt: when, lastModified: when }).where(eq(posts.id, id));
  }
}
