import type { AdStatus } from '@campus/domain';
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';

import { postLikes, postMedia, posts, uploads, users } from '../../db/schema';

const author = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  img: users.image,
  verified: users.emailVerified,
};

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
  cta: posts.cta,
  adId: posts.adId,
  /** The status of the post's latest paid ad (a primary-key lookup inside the same query). */
  adStatus: sql<AdStatus | null>`(select a.status from ads a where a.id = ${posts.adId})`,
  user: author,
};

export type PostRow = Awaited<ReturnType<typeof listFeed>>[number];
export type MediaRow = typeof postMedia.$inferSelect;

/** One page of a campus's top-level posts, newest change first, after a (lastModified, id) key. One query. */
export async function listFeed(
  db: Executor,
  campusId: string,
  limit: number,
  after?: { lastModified: Date; id: string },
  category?: string,
) {
  return db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(
      and(
        eq(posts.campusId, campusId),
        isNull(posts.postCommentedOn),
        category ? eq(posts.category, category) : undefined,
        after ? sql`(${posts.lastModified}, ${posts.id}) < (${after.lastModified}, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(posts.lastModified), desc(posts.id))
    .limit(limit);
}

/** Top-level posts with photos or videos: most media first, then newest change (community §7). */
export async function listMediaFeed(
  db: Executor,
  campusId: string,
  limit: number,
  after?: { imgCount: number; lastModified: Date; id: string },
) {
  return db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(
      and(
        eq(posts.campusId, campusId),
        isNull(posts.postCommentedOn),
        gte(posts.imgCount, 1),
        after
          ? sql`(${posts.imgCount}, ${posts.lastModified}, ${posts.id}) < (${after.imgCount}, ${after.lastModified}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(posts.imgCount), desc(posts.lastModified), desc(posts.id))
    .limit(limit);
}

/** The user's saved (liked) posts of a campus, most recently saved first. One query. */
export async function listSaved(
  db: Executor,
  userId: string,
  campusId: string,
  limit: number,
  after?: { at: Date; id: string },
) {
  return db
    .select({ ...postColumns, savedAt: postLikes.createdAt })
    .from(postLikes)
    .innerJoin(posts, eq(posts.id, postLikes.postId))
    .innerJoin(users, eq(users.id, posts.userId))
    .where(
      and(
        eq(postLikes.userId, userId),
        eq(posts.campusId, campusId),
        after ? sql`(${postLikes.createdAt}, ${posts.id}) < (${after.at}, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(postLikes.createdAt), desc(posts.id))
    .limit(limit);
}

export async function findPost(db: Executor, id: string) {
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(eq(posts.id, id));
  return row;
}

/** Every comment under a post, at any depth, oldest first: one query (the tree is built in memory). */
export async function listCommentTree(db: Executor, rootId: string) {
  return db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(eq(posts.rootPostId, rootId))
    .orderBy(asc(posts.createdAt), asc(posts.id));
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

export async function lockUnclaimedUploads(tx: Tx, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, ids), isNull(uploads.claimedBy)))
    .for('update');
}

/** Posts by id, in no particular order (the caller restores its own). One query. */
export async function listPostsByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(inArray(posts.id, ids));
}

export type ProfileList = 'home' | 'photos' | 'replies';

/**
 * A page of a profile's own lists on a campus (community §7): Posts (top-level, not 'new user',
 * newest change first), Photos (with photos, newest first) and Replies (comments, newest change
 * first). One query after a (time, id) key.
 */
export async function listProfilePosts(
  db: Executor,
  list: ProfileList,
  userId: string,
  campusId: string,
  limit: number,
  after?: { at: Date; id: string },
) {
  const time = list === 'photos' ? posts.createdAt : posts.lastModified;
  return db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(
      and(
        eq(posts.userId, userId),
        eq(posts.campusId, campusId),
        list === 'replies' ? sql`${posts.postCommentedOn} is not null` : isNull(posts.postCommentedOn),
        list === 'home' ? sql`${posts.type} <> 'new user'` : undefined,
        list === 'photos' ? eq(posts.hasPhoto, true) : undefined,
        after ? sql`(${time}, ${posts.id}) < (${after.at}, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(time), desc(posts.id))
    .limit(limit);
}
