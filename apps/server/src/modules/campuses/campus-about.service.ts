import { type CampusAbout, PAGE_SIZES } from '@campus/domain';
import type { Database } from '../../db/client';
import { decodeTimeCursor, nextTimeCursor } from '../../db/paging';
import { countTopLevelPosts, countVerifiedMembers, listNewestMembers } from './campuses.repository';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The About tab (community §2): verified members, new verified users in the last 7 days, top-level
 * posts in the last 7 days and month, and the newest members (3 first, then 6 per page).
 */
export async function getCampusAbout(db: Database, campusId: string, cursor?: string): Promise<CampusAbout> {
  const after = decodeTimeCursor(cursor, 'userId');
  const limit = after ? PAGE_SIZES.aboutUsersNext : PAGE_SIZES.aboutUsersFirst;
  const weekAgo = new Date(Date.now() - 7 * DAY);
  const monthAgo = new Date(Date.now() - 30 * DAY);
  const members = await countVerifiedMembers(db, campusId, weekAgo);
  const postCounts = await countTopLevelPosts(db, campusId, weekAgo, monthAgo);
  const newest = await listNewestMembers(db, campusId, after, limit);
  return {
    verifiedMembers: members.verifiedMembers,
    newVerifiedLast7Days: members.newVerifiedSince,
    postsLast7Days: postCounts.sinceRecent,
    postsLastMonth: postCounts.sinceOlder,
    newestUsers: newest.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
    nextCursor: nextTimeCursor(newest, limit, (u) => ({ at: u.createdAt, id: u.id })),
  };
}
