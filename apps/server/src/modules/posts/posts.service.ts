import { canSeeCampusFeed, PAGE_SIZES, type Post } from '@campus/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import type { UserRow } from '../accounts/accounts.repository';
import { listFeed, type PostRow } from './posts.repository';

export function toPost(row: PostRow): Post {
  return { ...row, createdAt: row.createdAt.toISOString(), lastModified: row.lastModified.toISOString() };
}

/** Guests may not see a private campus ('This community is private.'). */
export function assertCanSeeCampus(viewer: UserRow | null, privacy: 'private' | 'public'): void {
  const member = viewer ? { schoolVerified: viewer.schoolVerified, campusId: viewer.campusId } : null;
  if (!canSeeCampusFeed(member, privacy))
    throw new AppError(401, 'campus_private', 'This community is private.');
}

/** A page of the campus feed: 25 first, then 15 after the cursor. */
export async function getFeedPage(db: Database, campusId: string, cursor?: string) {
  const after = cursor ? decodeCursor(cursor, ['t', 'id'] as const) : undefined;
  const limit = after ? PAGE_SIZES.feedNext : PAGE_SIZES.feedFirst;
  const rows = await listFeed(
    db,
    campusId,
    limit,
    after ? { lastModified: new Date(after.t), id: after.id } : undefined,
  );
  const last = rows.at(-1);
  return {
    posts: rows.map(toPost),
    nextCursor:
      rows.length === limit && last
        ? encodeCursor({ t: last.lastModified.toISOString(), id: last.id })
        : null,
  };
}
