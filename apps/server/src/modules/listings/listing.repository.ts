// The SQL of a listing's life: its status and the author's edits. In the caller's
// transaction; the post's row is locked first so two changes at once apply one after the other.
import type { ListingStatus } from '@campus/domain';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { notRemoved } from '../../db/post-rows';
import { postLikes, postMedia, posts } from '../../db/schema';

/** What a status change or an edit needs of a post (not a removed one), its row held for update until the transaction ends. */
export async function lockPostForChange(tx: Tx, postId: string) {
  const [row] = await tx
    .select({
      id: posts.id,
      campusId: posts.campusId,
      userId: posts.userId,
      type: posts.type,
      status: posts.status,
      priceCents: posts.priceCents,
      postCommentedOn: posts.postCommentedOn,
      plainText: posts.plainText,
    })
    .from(posts)
    .where(and(eq(posts.id, postId), notRemoved()))
    .for('update');
  return row;
}

export type LockedPost = NonNullable<Awaited<ReturnType<typeof lockPostForChange>>>;

/** Sets the status; last_modified (the feed order) is left alone. */
export async function setPostStatus(tx: Executor, postId: string, status: ListingStatus) {
  await tx.update(posts).set({ status }).where(eq(posts.id, postId));
}

/**
 * Writes an edit: text, category, price, condition and media counts, and when it was edited. The search vector
 * follows by trigger; last_modified (the feed order) stays, so an edit does not bump the post.
 */
export async function updatePostContent(
  tx: Executor,
  postId: string,
  values: Pick<
    typeof posts.$inferInsert,
    'text' | 'plainText' | 'category' | 'priceCents' | 'condition' | 'imgCount' | 'hasPhoto'
  >,
) {
  await tx
    .update(posts)
    .set({ ...values, editedAt: sql`now()` })
    .where(eq(posts.id, postId));
}

/** The post's media rows in order. */
export async function listPostMedia(db: Executor, postId: string) {
  return db.select().from(postMedia).where(eq(postMedia.postId, postId)).orderBy(postMedia.imgOrder);
}

/** Deletes the post's media rows not in `keepIds`. */
export async function deleteMediaExcept(tx: Executor, postId: string, keepIds: string[]) {
  await tx
    .delete(postMedia)
    .where(and(eq(postMedia.postId, postId), keepIds.length ? notInArray(postMedia.id, keepIds) : undefined));
}

/** Puts the kept media in the given order (0, 1, …). One statement. */
export async function reorderMedia(tx: Executor, postId: string, orderedIds: string[]) {
  if (orderedIds.length === 0) return;
  const cases = sql.join(
    orderedIds.map((id, i) => sql`when ${id}::uuid then ${i}::int`),
    sql` `,
  );
  await tx
    .update(postMedia)
    .set({ imgOrder: sql`case ${postMedia.id} ${cases} end` })
    .where(and(eq(postMedia.postId, postId), inArray(postMedia.id, orderedIds)));
}

/** Who saved the post (to tell of a price drop), but not those who blocked its author. */
export async function listSaverIds(db: Executor, postId: string, authorId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: postLikes.userId })
    .from(postLikes)
    .where(
      and(
        eq(postLikes.postId, postId),
        sql`not exists (select 1 from user_blocks ub where ub.blocker_id = ${postLikes.userId} and ub.blocked_id = ${authorId})`,
      ),
    );
  return rows.map((r) => r.userId);
}
