// Sales and ratings: who bought a sold post, and what the two parties said of each other.
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { authorColumns } from '../../db/author-columns';
import { notBlockedBy } from '../../db/blocks';
import { selectById } from '../../db/by-id';
import type { Executor, Tx } from '../../db/client';
import { olderThan, type TimeKey } from '../../db/paging';
import { ratings, sales, users } from '../../db/schema';

export type SaleRow = typeof sales.$inferSelect;

/** A rating a moderator removed is gone from profiles and averages (removed content is gone for everyone). */
const ratingNotRemoved = () => isNull(ratings.removedAt);

/** Records (or changes) the buyer of a sold post. */
export async function upsertSale(
  tx: Executor,
  values: { postId: string; sellerId: string; buyerId: string },
) {
  await tx
    .insert(sales)
    .values(values)
    .onConflictDoUpdate({
      target: sales.postId,
      set: { buyerId: values.buyerId, createdAt: sql`now()`, confirmedAt: null },
    });
}

/** The sale was closed by the buyer's handoff code. */
export async function setSaleConfirmed(tx: Executor, postId: string) {
  await tx.update(sales).set({ confirmedAt: sql`now()` }).where(eq(sales.postId, postId));
}

/** The sale of a post, if its seller named a buyer. */
export async function findSale(db: Executor, postId: string): Promise<SaleRow | undefined> {
  const [row] = await db.select().from(sales).where(eq(sales.postId, postId));
  return row;
}

export async function deleteSale(tx: Executor, postId: string) {
  await tx.delete(sales).where(eq(sales.postId, postId));
}

/** Whether anyone rated anyone for this post's sale. */
export async function hasRatingsFor(db: Executor, postId: string): Promise<boolean> {
  const rows = await db.select({ id: ratings.id }).from(ratings).where(eq(ratings.postId, postId)).limit(1);
  return rows.length > 0;
}

/** Whether this rater already rated for this post. */
export async function hasRated(db: Executor, postId: string, raterId: string): Promise<boolean> {
  const rows = await db
    .select({ id: ratings.id })
    .from(ratings)
    .where(and(eq(ratings.postId, postId), eq(ratings.raterId, raterId)))
    .limit(1);
  return rows.length > 0;
}

/** Writes a rating; null when this rater already rated for this post (the unique key). */
export async function insertRating(tx: Tx, values: typeof ratings.$inferInsert) {
  const [row] = await tx.insert(ratings).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** What `raterId` said of the sale of `postId`, if anything. */
export async function findRatingBy(db: Executor, postId: string, raterId: string) {
  const [row] = await db
    .select()
    .from(ratings)
    .where(and(eq(ratings.postId, postId), eq(ratings.raterId, raterId)));
  return row ?? null;
}

/** The average stars and the count of a person's ratings. One query. */
export async function ratingSummaryOf(db: Executor, userId: string) {
  const [row] = await db
    .select({
      average: sql<string | null>`avg(${ratings.stars})`,
      count: sql<number>`count(*)::int`,
    })
    .from(ratings)
    .where(and(eq(ratings.ratedId, userId), ratingNotRemoved()));
  return { average: row?.average === null || !row ? null : Number(row.average), count: row?.count ?? 0 };
}

const rater = alias(users, 'rater');

/**
 * A page of the ratings a person received, newest first, with their raters (null once a rater
 * deleted their account), not those by people the viewer blocked. One query.
 */
export async function listRatingsPage(
  db: Executor,
  ratedId: string,
  viewerId: string | null,
  before: TimeKey | undefined,
  limit: number,
) {
  return db
    .select({
      id: ratings.id,
      role: ratings.role,
      stars: ratings.stars,
      comment: ratings.comment,
      postId: ratings.postId,
      createdAt: ratings.createdAt,
      from: authorColumns(rater as unknown as typeof users),
    })
    .from(ratings)
    .leftJoin(rater, eq(rater.id, ratings.raterId))
    .where(
      and(
        eq(ratings.ratedId, ratedId),
        ratingNotRemoved(),
        olderThan(ratings.createdAt, ratings.id, before),
        viewerId
          ? sql`(${ratings.raterId} is null or ${notBlockedBy(viewerId, ratings.raterId)})`
          : undefined,
      ),
    )
    .orderBy(desc(ratings.createdAt), desc(ratings.id))
    .limit(limit);
}

/** A rating as moderation sees it, removed or not. */
export function findRatingForModeration(db: Executor, id: string) {
  return selectById(db, ratings, ['id', 'campusId', 'raterId', 'ratedId', 'removedAt'], id);
}

/** Brings back a removed rating; false when it was not removed. */
export async function markRatingRestored(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(ratings)
    .set({ removedAt: null })
    .where(and(eq(ratings.id, id), isNotNull(ratings.removedAt)))
    .returning({ id: ratings.id });
  return rows.length > 0;
}

/** Marks a rating removed; false when it already was. */
export async function markRatingRemoved(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(ratings)
    .set({ removedAt: sql`now()` })
    .where(and(eq(ratings.id, id), isNull(ratings.removedAt)))
    .returning({ id: ratings.id });
  return rows.length > 0;
}
