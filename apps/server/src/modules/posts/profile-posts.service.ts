import { type Post, profileFeedHasMore, SEARCH_LIMITS } from '@campus/domain';
import type { Database } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { listPostsByIds, listProfilePosts, listSaved, type PostRow } from './posts.repository';
import { present } from './posts.service';

export type ProfileTab = 'home' | 'photos' | 'replies' | 'likes';

/**
 * A page of a profile tab on this campus: Posts, Photos, Replies, or the posts the person saved
 * (Likes). 10 per page; the list ends when fewer than 9 come back (community §7). Four queries.
 * Likes leave out posts by people the viewer blocked (a blocked person's own tabs: profiles.service).
 */
export async function getProfilePostsPage(
  db: Database,
  tab: ProfileTab,
  userId: string,
  campusId: string,
  viewerId: string | null,
  cursor?: string,
): Promise<{ posts: Post[]; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor, { t: 'date', id: 'uuid' }) : undefined;
  const key = after ? { at: new Date(after.t), id: after.id } : undefined;
  const limit = SEARCH_LIMITS.profilePage;
  let rows: PostRow[];
  let timeOf: (row: PostRow) => Date;
  if (tab === 'likes') {
    const saved = await listSaved(db, userId, campusId, viewerId, limit, key);
    const savedAt = new Map(saved.map((r) => [r.id, r.savedAt]));
    rows = saved;
    timeOf = (row) => savedAt.get(row.id) ?? row.createdAt;
  } else {
    rows = await listProfilePosts(db, tab, userId, campusId, limit, key, viewerId === userId);
    timeOf = (row) => (tab === 'photos' ? row.createdAt : row.lastModified);
  }
  const last = rows.at(-1);
  return {
    posts: await present(db, rows, viewerId),
    nextCursor:
      profileFeedHasMore(rows.length) && last
        ? encodeCursor({ t: timeOf(last).toISOString(), id: last.id })
        : null,
  };
}

/** Posts by id in the given order (search hits), presented for the viewer. Three queries. */
export async function presentPostsInOrder(
  db: Database,
  ids: string[],
  viewerId: string | null,
): Promise<Post[]> {
  const rows = await listPostsByIds(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return present(db, ordered, viewerId);
}
