// The SQL of a listing's life: its status and the author's edits. In the caller's
// transaction; the post's row is locked first so two changes at once apply one after the other.
import type { ListingStatus } from '@campus/domain';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { type HousingColumns, notRemoved } from '../../db/post-rows';
import { offers, postLikes, postMedia, posts } from '../../db/schema';

/** What a status change or an edit needs of a post (not a removed one), its row held for update until the transaction ends. */
export async function lockPostForChange(tx: Tx, postId: string) {
  const [row] = await tx
    .select({
      id: posts.id,
      campusId: posts.campusId,
      userId: posts.userId,
      type: posts.type,
      status: posts.status,
      category: posts.category,
      priceCents: posts.priceCents,
      postKind: posts.postKind,
      housingKind: posts.housingKind,
      postCommentedOn: posts.postCommentedOn,
      plainText: posts.plainText,
    })
    .from(posts)
    .where(and(eq(posts.id, postId), notRemoved()))
    .for('update');
  return row;
}

export type LockedPost = NonNullable<Awaited<ReturnType<typeof lockPostForChange>>>;

/**
 * Sets the status; last_modified (the feed order) is left alone. The status is then the seller's
 * (or the sale's), so no meetup holds the listing any more.
 */
export async function setPostStatus(tx: Executor, postId: string, status: ListingStatus) {
  // sold_at dates a sale for the price history; a listing back on sale has none.
  const soldAt = status === 'sold' ? sql`coalesce(${posts.soldAt}, now())` : null;
  await tx.update(posts).set({ status, pendingMeetupId: null, soldAt }).where(eq(posts.id, postId));
}

/** Available becomes Pending, held by the meetup; any other status stays. One conditional UPDATE. */
export async function holdPostForMeetup(tx: Executor, postId: string, meetupId: string) {
  await tx
    .update(posts)
    .set({ status: 'pending', pendingMeetupId: meetupId })
    .where(and(eq(posts.id, postId), eq(posts.status, 'available')));
}

/**
 * The meetup that holds a Pending listing let go: another accepted meetup about it takes the hold
 * (the soonest), else the listing is Available again. Nothing changes for a listing this meetup does
 * not hold. One conditional UPDATE; lock the row first, so it sees a meetup accepted meanwhile.
 */
export async function releasePostFromMeetup(tx: Executor, postId: string, meetupId: string) {
  const heir = sql`(select m.id from meetups m where m.post_id = ${postId} and m.id <> ${meetupId}
    and m.status = 'accepted' order by m.starts_at, m.id limit 1)`;
  await tx
    .update(posts)
    .set({
      pendingMeetupId: heir,
      status: sql`case when ${heir} is null then 'available' else 'pending' end`,
    })
    .where(and(eq(posts.id, postId), eq(posts.status, 'pending'), eq(posts.pendingMeetupId, meetupId)));
}

/**
 * The seller marked the listing Available: an accepted offer on it no longer holds it (the offers
 * module's table; its buyer is told). Their chats, to tell.
 */
export async function releaseOfferHolds(tx: Executor, postId: string) {
  return tx
    .update(offers)
    .set({ status: 'released', updatedAt: sql`now()` })
    .where(and(eq(offers.postId, postId), eq(offers.status, 'accepted')))
    .returning({ chatId: offers.chatId });
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
    | 'text'
    | 'plainText'
    | 'category'
    | 'priceCents'
    | 'condition'
    | 'imgCount'
    | 'hasPhoto'
    | 'upToCents'
    | 'courses'
    | 'courseKeys'
    | 'isbn13'
  > &
    HousingColumns,
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
