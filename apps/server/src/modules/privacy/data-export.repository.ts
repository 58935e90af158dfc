// The SQL of "Download my data": one query per kind of record, in the caller's
// read-only transaction (one snapshot). Secrets (password hashes, tokens) are never read.
import { asc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import {
  ads,
  checkoutSessions,
  meetups,
  offers,
  postLikes,
  pushSubscriptions,
  ratings,
  recentSearches,
  sales,
  savedSearches,
  userBlocks,
  users,
} from '../../db/schema';

/** The user's own row, without better-auth's internals. */
export async function readProfile(tx: Tx, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId));
  return row;
}

/** The user's posts and comments, oldest first, each with its stored files' keys. */
export async function readPostsOf(tx: Tx, userId: string) {
  const result = await tx.execute<Record<string, unknown>>(sql`
    select p.id, p.campus_id, p.type, p.plain_text, p.text, p.category, p.price_cents, p.post_commented_on,
      p.post_kind, p.up_to_cents, p.courses, p.isbn13, p.housing_kind,
      to_char(p.available_from, 'YYYY-MM-DD') as available_from, to_char(p.available_until, 'YYYY-MM-DD') as available_until,
      p.bedrooms, p.bathrooms::float8 as bathrooms, p.furnished, p.utilities_included, p.housing_area, p.root_post_id, p.like_count, p.comment_count, p.created_at, p.last_modified,
      p.held_at, p.held_kind, p.held_reason,
      coalesce((select json_agg(m.img_path order by m.img_order) from post_media m where m.post_id = p.id), '[]') as files
    from posts p where p.user_id = ${userId} order by p.created_at, p.id`);
  return result.rows;
}

/** Every message of the user's chats (theirs and the other person's), oldest first, with the chat's other person. */
export async function readMessagesOf(tx: Tx, userId: string) {
  const result = await tx.execute<Record<string, unknown>>(sql`
    select m.chat_id, c.campus_id, o.username as other_username, (m.user_id = ${userId}) as sent_by_me,
      m.plain_text, m.text, m.shared_post_id, m.image_path, m.created_at,
      case when m.user_id = ${userId} then m.held_at end as held_at,
      case when m.user_id = ${userId} then m.held_reason end as held_reason
    from chat_members cm
    join chats c on c.id = cm.chat_id
    join messages m on m.chat_id = cm.chat_id
    left join users o on o.id = case when c.user_low = ${userId} then c.user_high else c.user_low end
    -- The other person's messages held for review are theirs alone until released.
    where cm.user_id = ${userId} and (m.held_at is null or m.user_id = ${userId})
    order by m.chat_id, m.created_at, m.id`);
  return result.rows;
}

/** The rows of a table that are the user's (its user_id), with `fields`, oldest first by `order`. */
function ownRows<F extends SelectedFields>(
  tx: Tx,
  table: PgTable & { userId: PgColumn },
  fields: F,
  order: PgColumn,
  userId: string,
) {
  return tx.select(fields).from(table).where(eq(table.userId, userId)).orderBy(asc(order));
}

/** The posts the user saved, oldest save first. */
export async function readSavesOf(tx: Tx, userId: string) {
  const fields = { postId: postLikes.postId, savedAt: postLikes.createdAt };
  return ownRows(tx, postLikes, fields, postLikes.createdAt, userId);
}

/** The user's ads (boosts), oldest first. */
export async function readAdsOf(tx: Tx, userId: string) {
  return ownRows(tx, ads, getTableColumns(ads), ads.createdAt, userId);
}

/** The user's checkouts at the payment provider (paid or not), oldest first. */
export async function readPaymentsOf(tx: Tx, userId: string) {
  const c = checkoutSessions;
  const fields = {
    id: c.id,
    provider: c.provider,
    adId: c.adId,
    postId: c.postId,
    amountCents: c.amountCents,
    paymentStatus: c.paymentStatus,
    paymentId: c.paymentId,
    createdAt: c.createdAt,
    fulfilledAt: c.fulfilledAt,
  };
  return ownRows(tx, c, fields, c.createdAt, userId);
}

/** The user's recent searches. */
export async function readSearchesOf(tx: Tx, userId: string) {
  const r = recentSearches;
  const fields = { campusId: r.campusId, text: r.searchText, lastModified: r.lastModified };
  return ownRows(tx, r, fields, r.lastModified, userId);
}

/** The people the user blocked. */
export async function readBlocksOf(tx: Tx, userId: string) {
  return tx
    .select({ username: users.username, blockedAt: userBlocks.createdAt })
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, userId))
    .orderBy(asc(userBlocks.createdAt));
}

/** The browsers the user turned push on in: the push service address and when, never the keys. */
export async function readPushSubscriptionsOf(tx: Tx, userId: string) {
  return tx
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

/** Ratings the user gave and received, with which way they went. */
export async function readRatingsOf(tx: Tx, userId: string) {
  return tx
    .select({
      direction: sql<string>`case when ${ratings.raterId} = ${userId} then 'given' else 'received' end`,
      postId: ratings.postId,
      role: ratings.role,
      stars: ratings.stars,
      comment: ratings.comment,
      createdAt: ratings.createdAt,
      removedAt: ratings.removedAt,
    })
    .from(ratings)
    .where(or(eq(ratings.raterId, userId), eq(ratings.ratedId, userId)))
    .orderBy(asc(ratings.createdAt));
}

/** The sales the user took part in, as seller or buyer. */
export async function readSalesOf(tx: Tx, userId: string) {
  return tx
    .select({
      postId: sales.postId,
      role: sql<string>`case when ${sales.sellerId} = ${userId} then 'seller' else 'buyer' end`,
      createdAt: sales.createdAt,
    })
    .from(sales)
    .where(or(eq(sales.sellerId, userId), eq(sales.buyerId, userId)))
    .orderBy(asc(sales.createdAt));
}

/** The meetups the user took part in, as seller or buyer: where, when and how each ended. */
export async function readMeetupsOf(tx: Tx, userId: string) {
  return tx
    .select({
      postId: meetups.postId,
      chatId: meetups.chatId,
      role: sql<string>`case when ${meetups.sellerId} = ${userId} then 'seller' else 'buyer' end`,
      place: meetups.place,
      startsAt: meetups.startsAt,
      status: meetups.status,
      outcome: meetups.outcome,
      createdAt: meetups.createdAt,
    })
    .from(meetups)
    .where(or(eq(meetups.sellerId, userId), eq(meetups.buyerId, userId)))
    .orderBy(asc(meetups.createdAt));
}

/** The offers the user made or was made, as buyer or seller: amounts and how each ended. */
export async function readOffersOf(tx: Tx, userId: string) {
  return tx
    .select({
      postId: offers.postId,
      chatId: offers.chatId,
      role: sql<string>`case when ${offers.sellerId} = ${userId} then 'seller' else 'buyer' end`,
      amountCents: offers.amountCents,
      message: offers.message,
      status: offers.status,
      createdAt: offers.createdAt,
    })
    .from(offers)
    .where(or(eq(offers.sellerId, userId), eq(offers.buyerId, userId)))
    .orderBy(asc(offers.createdAt));
}

/** The user's saved searches. */
export async function readSavedSearchesOf(tx: Tx, userId: string) {
  return tx
    .select({
      campusId: savedSearches.campusId,
      text: savedSearches.text,
      moveInBy: savedSearches.moveInBy,
      housingKind: savedSearches.housingKind,
      minBedrooms: savedSearches.minBedrooms,
      furnished: savedSearches.furnished,
      createdAt: savedSearches.createdAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt));
}
