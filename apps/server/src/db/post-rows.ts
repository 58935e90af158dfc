// Query pieces shared by the posts and ads repositories: the columns of a post row, the one join
// that reads it, and keyset pages. Repositories only (SQL lives there and here).
import type { AdStatus } from '@campus/domain';
import { and, desc, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { posts, users } from './schema';

/** The author fields a post row carries (posts joined to users). */
export const authorColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  img: users.image,
  verified: users.emailVerified,
};

/** A post as lists and pages read it, with its author. */
export const postColumns = {
  id: posts.id,
  campusId: posts.campusId,
  type: posts.type,
  text: posts.text,
  plainText: posts.plainText,
  category: posts.category,
  priceCents: posts.priceCents,
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
  cta: posts.cta,
  adId: posts.adId,
  /** The status of the post's latest paid ad (a primary-key lookup inside the same query). */
  adStatus: sql<AdStatus | null>`(select a.status from ads a where a.id = ${posts.adId})`,
  user: authorColumns,
};

/**
 * Issue 17: sold listings leave the feed and search unless the reader asks for them ('Show sold').
 * One plain condition on the row (no join), to sit beside the others in a WHERE.
 */
export function listedUnlessSold(showSold: boolean, status: SQLWrapper = posts.status): SQL | undefined {
  return showSold ? undefined : sql`${status} <> 'sold'`;
}

/**
 * Moderation (issue 16): a post or comment a moderator removed is gone for everyone. Every read of
 * posts adds this condition, kept apart from the others so more visibility rules can sit beside it.
 */
export const notRemoved = () => isNull(posts.removedAt);

/** Post rows with their authors, to narrow with `where` (and page with `keysetPage`). */
export function selectPostRows(db: Executor) {
  return db.select(postColumns).from(posts).innerJoin(users, eq(users.id, posts.userId)).$dynamic();
}

/**
 * One page of a list in descending `key` order (the last column unique, an id): rows matching
 * `where` and, after the first page, strictly after the cursor's `after` values. One query.
 */
export function keysetPage<Q extends PgSelect>(
  query: Q,
  key: (PgColumn | SQL)[],
  after: unknown[] | undefined,
  limit: number,
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
