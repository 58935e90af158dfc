// Query pieces shared by the posts and ads repositories: the columns of a post row, the one join
// that reads it, and keyset pages. Repositories only (SQL lives there and here).
import type { AdStatus } from '@campus/domain';
import { and, desc, eq, isNull, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { type postMedia, posts, users } from './schema';

/** The author fields a post row carries (posts joined to users). */
export const authorColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  img: users.image,
  verified: users.emailVerified,
};

/** A post's housing details as its row keeps them (null kind outside Housing & Apartments). */
export const postHousingColumns = {
  housingKind: posts.housingKind,
  availableFrom: posts.availableFrom,
  availableUntil: posts.availableUntil,
  bedrooms: posts.bedrooms,
  bathrooms: posts.bathrooms,
  furnished: posts.furnished,
  utilitiesIncluded: posts.utilitiesIncluded,
  housingArea: posts.housingArea,
};

/** The housing details as written to a post's row. */
export type HousingColumns = Pick<typeof posts.$inferInsert, keyof typeof postHousingColumns>;

/** A post as lists and pages read it, with its author. */
export const postColumns = {
  id: posts.id,
  campusId: posts.campusId,
  type: posts.type,
  text: posts.text,
  plainText: posts.plainText,
  category: posts.category,
  priceCents: posts.priceCents,
  condition: posts.condition,
  kind: posts.postKind,
  upToCents: posts.upToCents,
  courses: posts.courses,
  isbn: posts.isbn13,
  ...postHousingColumns,
  postCommentedOn: posts.postCommentedOn,
  rootPostId: posts.rootPostId,
  depth: posts.depth,
  imgCount: posts.imgCount,
  hasPhoto: posts.hasPhoto,
  likeCount: posts.likeCount,
  commentCount: posts.commentCount,
  createdAt: posts.createdAt,
  lastModified: posts.lastModified,
  status: posts.status,
  editedAt: posts.editedAt,
  expiredAt: posts.expiredAt,
  remindedAt: posts.remindedAt,
  held: posts.heldKind,
  cta: posts.cta,
  adId: posts.adId,
  /** The status of the post's latest paid ad (a primary-key lookup inside the same query). */
  adStatus: sql<AdStatus | null>`(select a.status from ads a where a.id = ${posts.adId})`,
  user: authorColumns,
};

/** A photo or video of a post as `mediaOfPost` reads it. */
export type PostMediaJson = Pick<
  typeof postMedia.$inferSelect,
  'id' | 'kind' | 'imgPath' | 'imgWidth' | 'imgHeight' | 'placeholder' | 'alt' | 'variants'
>;

/**
 * The post's photos and videos in order, as JSON: a subquery on post_media_post_idx, only for posts
 * whose `img_count` says they have any (most have none: no lookup for them).
 */
export const mediaOfPost = sql<PostMediaJson[]>`case when ${posts.imgCount} > 0 then coalesce((
  select json_agg(json_build_object('id', m.id, 'kind', m.kind, 'imgPath', m.img_path,
    'imgWidth', m.img_width, 'imgHeight', m.img_height, 'placeholder', m.placeholder,
    'alt', m.alt, 'variants', m.variants) order by m.img_order)
  from post_media m where m.post_id = ${posts.id}), '[]'::json) else '[]'::json end`;

/** Whether `viewer` (null for a guest: false) saved the post (a primary-key lookup on post_likes). */
export const savedBy = (viewer: Placeholder | SQL) =>
  sql<boolean>`exists (select 1 from post_likes l where l.post_id = ${posts.id} and l.user_id = ${viewer})`;

/**
 * Sold listings leave the feed and search unless the reader asks for them ('Show sold').
 * One plain condition on the row (no join), to sit beside the others in a WHERE. In a prepared
 * statement `showSold` is a placeholder (a boolean filled per execution): the condition is then
 * always there and lets sold rows through when it is true.
 */
export function listedUnlessSold(
  showSold: boolean | Placeholder,
  status: SQLWrapper = posts.status,
): SQL | undefined {
  if (typeof showSold !== 'boolean') return sql`(${showSold}::boolean or ${status} <> 'sold')`;
  return showSold ? undefined : sql`${status} <> 'sold'`;
}

/**
 * Moderation: a post or comment a moderator removed is gone for everyone. Every read of
 * posts adds this condition, kept apart from the others so more visibility rules can sit beside it.
 */
export const notRemoved = () => isNull(posts.removedAt);

/**
 * Held for review (a rule, or reports by several members): left out of every list (feed, search,
 * saved, shares) until a moderator releases it. The author still finds it: see `shownTo`.
 */
export const notHeld = () => isNull(posts.heldAt);

/** Held content shows only to its author (`viewer`: a placeholder in prepared statements; null a guest). */
export const shownTo = (viewer: Placeholder | SQL | string | null) =>
  sql`(${posts.heldAt} is null or ${posts.userId} = ${viewer})`;

/**
 * Listed now: not the post of a member who is away, not an expired listing. Both leave the feed,
 * Photos and search (the author's profile keeps them); part of posts_feed_idx's and posts_price_idx's
 * predicates (0024), so the feed's index leaves them out rather than a filter after it.
 */
export const listedNow = () => sql`not ${posts.authorAway} and ${posts.expiredAt} is null`;

/** Whether the member of the users row `u` is away now: until a day after today (UTC), as isAway. */
export const awayNow = sql.raw(
  `(u.away_until is not null and u.away_until > (now() at time zone 'UTC')::date)`,
);

/** Post rows with their authors, to narrow with `where` (and page with `keysetPage`). */
export function selectPostRows(db: Executor) {
  return db.select(postColumns).from(posts).innerJoin(users, eq(users.id, posts.userId)).$dynamic();
}

/**
 * Post rows as a page shows them: authors, media and the viewer's saves in the same statement (no
 * follow-up queries per page). `viewer` is a placeholder in prepared statements.
 */
export function selectShownPostRows<E extends Record<string, SQL>>(
  db: Executor,
  viewer: Placeholder | SQL,
  extra?: E,
) {
  return db
    .select({ ...postColumns, media: mediaOfPost, likedByMe: savedBy(viewer), ...(extra as E) })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .$dynamic();
}

/**
 * One page of a list in descending `key` order (the last column unique, an id): rows matching
 * `where` and, after the first page, strictly after the cursor's `after` values. One query.
 */
export function keysetPage<Q extends PgSelect>(
  query: Q,
  key: (PgColumn | SQL)[],
  after: unknown[] | undefined,
  limit: number | Placeholder,
  ...where: (SQL | undefined)[]
): Q {
  const past = after
    ? sql`(${sql.join(key, sql`, `)}) < (${sql.join(after.map(param), sql`, `)})`
    : undefined;
  return query
    .where(and(...where, past))
    .orderBy(...key.map((column) => desc(column)))
    .limit(limit);
}

const param = (value: unknown): SQLWrapper => sql`${value}`;
