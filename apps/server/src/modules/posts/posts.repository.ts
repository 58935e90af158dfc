import type { ListingFilters } from '@campus/domain';
import { and, asc, desc, eq, gte, inArray, isNull, type Placeholder, sql } from 'drizzle-orm';
import { notBlockedBy } from '../../db/blocks';
import type { Executor } from '../../db/client';
import { isPriceSort, listingFilterSql } from '../../db/listing-filters';
import {
  keysetPage,
  listedNow,
  listedUnlessSold,
  notHeld,
  notRemoved,
  postColumns,
  selectPostRows,
  selectShownPostRows,
} from '../../db/post-rows';
import { placeholder, prepared } from '../../db/prepared';
import { postLikes, postMedia, posts, users } from '../../db/schema';

export type PostRow = NonNullable<Awaited<ReturnType<typeof findPost>>>;
/** A post row with its media and the viewer's save (a page's rows, one statement). */
export type ShownPostRow = Awaited<ReturnType<typeof listFeed>>[number];
export type MediaRow = typeof postMedia.$inferSelect;

/** The campus's top-level posts (not comments). */
const topLevelOf = (campusId: string | Placeholder) =>
  and(eq(posts.campusId, campusId), isNull(posts.postCommentedOn));

/** The feed's statement with or without a cursor and a category (four prepared statements). */
const feedStatement = (cursor: boolean, category: boolean) =>
  prepared(`feed${cursor ? '_after' : ''}${category ? '_category' : ''}`, (db) =>
    keysetPage(
      selectShownPostRows(db, placeholder('viewerId')),
      [posts.lastModified, posts.id],
      cursor ? [placeholder('at'), placeholder('id')] : undefined,
      placeholder('limit'),
      topLevelOf(placeholder('campusId')),
      category ? eq(posts.category, placeholder('category')) : undefined,
      notRemoved(),
      notHeld(),
      listedNow(),
      notBlockedBy(placeholder('viewerId'), posts.userId),
      listedUnlessSold(placeholder('showSold')),
    ),
  );
const feedStatements = [
  [feedStatement(false, false), feedStatement(false, true)],
  [feedStatement(true, false), feedStatement(true, true)],
] as const;

/**
 * One page of a campus's top-level posts, newest change first, after a (lastModified, id) key,
 * with their media and the viewer's saves; without removed posts, the posts of people the viewer
 * blocked and, unless `showSold`, sold listings. One statement.
 */
export async function listFeed(
  db: Executor,
  campusId: string,
  viewerId: string | null,
  limit: number,
  after?: { lastModified: Date; id: string },
  category?: string,
  showSold = false,
) {
  const statement = feedStatements[after ? 1 : 0][category ? 1 : 0](db);
  return statement.execute({
    campusId,
    viewerId,
    limit,
    at: after?.lastModified,
    id: after?.id,
    category,
    showSold,
  });
}

/** Where a filtered feed page continues: the last row's order key (a time or a price in cents) and id. */
export type FeedKey = [Date | number, string];

/**
 * One page of the campus feed under filters and an order: newest change first on posts_feed_idx, or
 * by price (priced posts only, ties by id) on posts_price_idx, read forwards or backwards. The
 * filters are conditions on the row; the key of the last row is the cursor (never OFFSET). Media and
 * the viewer's saves come in the same statement.
 */
export async function listFilteredFeed(
  db: Executor,
  campusId: string,
  viewerId: string | null,
  limit: number,
  filters: ListingFilters,
  after?: FeedKey,
) {
  const key = isPriceSort(filters.sort) ? [posts.priceCents, posts.id] : [posts.lastModified, posts.id];
  const ascending = filters.sort === 'price_asc';
  const past =
    after &&
    (ascending
      ? sql`(${key[0]}, ${key[1]}) > (${after[0]}, ${after[1]})`
      : sql`(${key[0]}, ${key[1]}) < (${after[0]}, ${after[1]})`);
  return selectShownPostRows(db, sql`${viewerId}`)
    .where(
      and(
        topLevelOf(campusId),
        notRemoved(),
        notHeld(),
        listedNow(),
        notBlockedBy(viewerId, posts.userId),
        listedUnlessSold(filters.showSold ?? false),
        ...listingFilterSql(filters, 'posts'),
        past,
      ),
    )
    .orderBy(...key.map((k) => (ascending ? asc(k) : desc(k))))
    .limit(limit);
}

/** Top-level posts with photos or videos: most media first, then newest change (community §7). */
export async function listMediaFeed(
  db: Executor,
  campusId: string,
  viewerId: string | null,
  limit: number,
  after?: { imgCount: number; lastModified: Date; id: string },
  showSold = false,
) {
  return keysetPage(
    selectPostRows(db),
    [posts.imgCount, posts.lastModified, posts.id],
    after && [after.imgCount, after.lastModified, after.id],
    limit,
    topLevelOf(campusId),
    gte(posts.imgCount, 1),
    notRemoved(),
    notHeld(),
    listedNow(),
    notBlockedBy(viewerId, posts.userId),
    listedUnlessSold(showSold),
  );
}

/**
 * The user's saved (liked) posts of a campus, most recently saved first, without posts by people
 * the viewer blocked. One query.
 */
export async function listSaved(
  db: Executor,
  userId: string,
  campusId: string,
  viewerId: string | null,
  limit: number,
  after?: { at: Date; id: string },
) {
  const saved = db
    .select({ ...postColumns, savedAt: postLikes.createdAt })
    .from(postLikes)
    .innerJoin(posts, eq(posts.id, postLikes.postId))
    .innerJoin(users, eq(users.id, posts.userId))
    .$dynamic();
  return keysetPage(
    saved,
    [postLikes.createdAt, posts.id],
    after && [after.at, after.id],
    limit,
    eq(postLikes.userId, userId),
    eq(posts.campusId, campusId),
    notRemoved(),
    notHeld(),
    notBlockedBy(viewerId, posts.userId),
  );
}

/** A post or comment by id, with its author (none once removed by a moderator). */
export async function findPost(db: Executor, id: string) {
  const [row] = await selectPostRows(db).where(and(eq(posts.id, id), notRemoved()));
  return row;
}

/** The media of many posts at once (one query), in order. */
export async function listMediaOf(db: Executor, postIds: string[]): Promise<MediaRow[]> {
  if (postIds.length === 0) return [];
  return db
    .select()
    .from(postMedia)
    .where(inArray(postMedia.postId, postIds))
    .orderBy(asc(postMedia.postId), asc(postMedia.imgOrder));
}

/** Which of these posts the user saved (one query). */
export async function likedAmong(db: Executor, userId: string, postIds: string[]): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .where(and(eq(postLikes.userId, userId), inArray(postLikes.postId, postIds)));
  return new Set(rows.map((r) => r.postId));
}

/** Posts by id, in no particular order (the caller restores its own). One query. */
export async function listPostsByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return selectPostRows(db).where(and(inArray(posts.id, ids), notRemoved(), notHeld()));
}

export type ProfileList = 'home' | 'photos' | 'replies';

/**
 * A page of a profile's own lists on a campus (community §7): Posts (top-level, not 'new user',
 * newest change first), Photos (with photos, newest first) and Replies (comments, newest change
 * first). Expired listings only `withExpired` (the owner's own profile: Expired, with Renew). One
 * query after a (time, id) key.
 */
export async function listProfilePosts(
  db: Executor,
  list: ProfileList,
  userId: string,
  campusId: string,
  limit: number,
  after?: { at: Date; id: string },
  withExpired = false,
) {
  const time = list === 'photos' ? posts.createdAt : posts.lastModified;
  return keysetPage(
    selectPostRows(db),
    [time, posts.id],
    after && [after.at, after.id],
    limit,
    eq(posts.userId, userId),
    eq(posts.campusId, campusId),
    list === 'replies' ? sql`${posts.postCommentedOn} is not null` : isNull(posts.postCommentedOn),
    list === 'home' ? sql`${posts.type} <> 'new user'` : undefined,
    list === 'photos' ? eq(posts.hasPhoto, true) : undefined,
    withExpired ? undefined : isNull(posts.expiredAt),
    // Held content shows on its author's own profile only (marked), like expired listings.
    withExpired ? undefined : notHeld(),
    notRemoved(),
  );
}
