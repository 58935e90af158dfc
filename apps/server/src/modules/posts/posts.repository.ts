import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { posts, users } from '../../db/schema';

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
  imgCount: posts.imgCount,
  hasPhoto: posts.hasPhoto,
  likeCount: posts.likeCount,
  commentCount: posts.commentCount,
  createdAt: posts.createdAt,
  lastModified: posts.lastModified,
  user: author,
};

export type PostRow = Awaited<ReturnType<typeof listFeed>>[number];

/** One page of a campus's top-level posts, newest change first, after a (lastModified, id) key. One query. */
export async function listFeed(
  db: Database,
  campusId: string,
  limit: number,
  after?: { lastModified: Date; id: string },
) {
  return db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.userId))
    .where(
      and(
        eq(posts.campusId, campusId),
        isNull(posts.postCommentedOn),
        after ? sql`(${posts.lastModified}, ${posts.id}) < (${after.lastModified}, ${after.id})` : undefined,
      ),
    )
    .orderBy(desc(posts.lastModified), desc(posts.id))
    .limit(limit);
}
