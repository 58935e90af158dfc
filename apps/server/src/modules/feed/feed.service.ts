// The campus feed: the campus's posts with the active ads among them (community §4). Above posts
// and ads, which each know only their own rows.
import { interleaveSponsored, type ListingFilters, PAGE_SIZES, SPONSORED_EVERY } from '@campus/domain';
import type { Database } from '../../db/client';
import { isPriceSort } from '../../db/listing-filters';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { listSponsoredPosts } from '../ads/sponsored.service';
import { type FeedKey, listFeedPosts, presentShown } from '../posts/posts.service';

/** A feed cursor's key: a time (Newest) or a price in cents (price orders), the id and how many came before. */
function readFeedCursor(cursor: string | undefined, filters: ListingFilters) {
  if (!cursor) return undefined;
  if (isPriceSort(filters.sort)) {
    const key = decodeCursor(cursor, { p: 'count', id: 'uuid', n: 'count' });
    return { key: [Number(key.p), key.id] as FeedKey, n: Number(key.n) };
  }
  const key = decodeCursor(cursor, { t: 'date', id: 'uuid', n: 'count' });
  return { key: [new Date(key.t), key.id] as FeedKey, n: Number(key.n) };
}

/**
 * A page of the campus feed: 25 first, then 15 after the cursor; filtered (category, price range,
 * Free, conditions; sold posts only with showSold) and ordered (Newest, or by price). Active ads
 * follow every 4th post as sponsored posts (community §4), each at most once per page and only those
 * that fit the category. Two statements at once (the page and the ads, each with media and saves);
 * the cursor carries how many posts came before, so the rotation continues across pages.
 */
export async function getFeedPage(
  db: Database,
  campusId: string,
  viewerId: string | null,
  cursor: string | undefined,
  filters: ListingFilters = { sort: 'newest' },
) {
  const after = readFeedCursor(cursor, filters);
  const shownBefore = after ? after.n : 0;
  const limit = after ? PAGE_SIZES.feedNext : PAGE_SIZES.feedFirst;
  const [rows, ads] = await Promise.all([
    listFeedPosts(db, campusId, viewerId, limit, filters, after?.key),
    listSponsoredPosts(db, campusId, viewerId, filters.category),
  ]);
  const presented = presentShown([...rows, ...ads]);
  const sponsored = presented.slice(rows.length).map((p, i) => ({
    ...p,
    isSponsored: true,
    cta: ads[i]!.adCta,
    adId: ads[i]!.sponsoredAdId,
    ad: { id: ads[i]!.sponsoredAdId, status: ads[i]!.adStatus },
  }));
  const last = rows.at(-1);
  return {
    posts: interleaveSponsored(presented.slice(0, rows.length), sponsored, shownBefore, SPONSORED_EVERY),
    nextCursor:
      rows.length === limit && last
        ? encodeCursor({
            ...(isPriceSort(filters.sort)
              ? { p: String(last.priceCents ?? 0) }
              : { t: last.lastModified.toISOString() }),
            id: last.id,
            n: String(shownBefore + rows.length),
          })
        : null,
  };
}
