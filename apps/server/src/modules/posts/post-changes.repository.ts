import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { awayNow } from '../../db/post-rows';
import type { MediaVariant } from '../../db/schema';
import { postLikes, postMedia, posts, users } from '../../db/schema';

/**
 * Writes a post or comment row; false when the author already has a row with its client key (a repeat:
 * nothing written). A concurrent repeat waits here for the first one's transaction to end.
 */
export async function insertPost(tx: Executor, values: typeof posts.$inferInsert): Promise<boolean> {
  // Posted while away: hidden with the author's other posts until they are back.
  const authorAway = sql`coalesce((select ${awayNow} from users u where u.id = ${values.userId}), false)`;
  const rows = await tx
    .insert(posts)
    .values({ ...values, authorAway })
    .onConflictDoNothing()
    .returning({ id: posts.id });
  return rows.length > 0;
}

/** The author's post or comment made with `clientKey`, removed or not: its id and content hash. */
export async function findPostByClientKey(db: Executor, userId: string, clientKey: string) {
  const [row] = await db
    .select({ id: posts.id, clientHash: posts.clientHash })
    .from(posts)
    .where(and(eq(posts.userId, userId), eq(posts.clientKey, clientKey)));
  return row;
}

/** Marks a post as having a photo (known once its uploads are locked, after the row is written). */
export async function setHasPhoto(tx: Executor, postId: string) {
  await tx.update(posts).set({ hasPhoto: true }).where(eq(posts.id, postId));
}

/** Writes one photo or video of a post (its files already under images/posts/{postId}/). */
export async function insertPostMedia(tx: Executor, values: typeof postMedia.$inferInsert) {
  await tx.insert(postMedia).values(values);
}

/** Adds `delta` to a post's comment count, never below 0. */
export async function changeCommentCount(tx: Executor, postId: string, delta: 1 | -1) {
  await tx
    .update(posts)
    .set({ commentCount: sql`greatest(${posts.commentCount} + ${delta}, 0)` })
    .where(eq(posts.id, postId));
}

/** Adds `delta` to the author's count of top-level posts, never below 0. */
export async function changeTotalPosts(tx: Executor, userId: string, delta: 1 | -1) {
  await tx
    .update(users)
    .set({ totalPosts: sql`greatest(${users.totalPosts} + ${delta}, 0)` })
    .where(eq(users.id, userId));
}

/** What a save needs of a post, its row held for update until the transaction ends. */
export async function lockPostForSave(tx: Tx, postId: string) {
  const [post] = await tx
    .select({ campusId: posts.campusId, userId: posts.userId, rootPostId: posts.rootPostId })
    .from(posts)
    .where(eq(posts.id, postId))
    .for('update');
  return post;
}

/** Saves the post for the user; false when it was saved already. */
export async function insertSave(tx: Executor, postId: string, userId: string): Promise<boolean> {
  const inserted = await tx.insert(postLikes).values({ postId, userId }).onConflictDoNothing().returning();
  return inserted.length > 0;
}

export async function deleteSave(tx: Executor, postId: string, userId: string) {
  await tx.delete(postLikes).where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)));
}

/** Adds `delta` to a post's save count and answers the new count. */
export async function changeLikeCount(tx: Executor, postId: string, delta: 1 | -1): Promise<number> {
  const [row] = await tx
    .update(posts)
    .set({ likeCount: sql`${posts.likeCount} + ${delta}` })
    .where(eq(posts.id, postId))
    .returning({ likeCount: posts.likeCount });
  return row!.likeCount;
}

/** Every stored file of a post and of its whole comment tree: media files and their variants. One query. */
export async function listTreeFileKeys(db: Executor, postId: string): Promise<string[]> {
  const media = await db.execute<{ img_path: string; variants: MediaVariant[] }>(sql`
    with recursive tree as (
      select id from posts where id = ${postId}
      union all
      select p.id from posts p join tree t on p.post_commented_on = t.id
    )
    select m.img_path, m.variants from post_media m where m.post_id in (select id from tree)`);
  return [...new Set(media.rows.flatMap((m) => [m.img_path, ...m.variants.map((v) => v.key)]))];
}

/**
 * Deletes a post or comment; its comment tree, media rows and saves go with it (foreign keys).
 * Whether it was shown as it went (not held): only then did it count.
 */
export async function deletePostRow(tx: Executor, postId: string): Promise<boolean> {
  const [row] = await tx.delete(posts).where(eq(posts.id, postId)).returning({ heldAt: posts.heldAt });
  return Boolean(row && !row.heldAt);
}
