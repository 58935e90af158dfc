import type { Executor } from '../../db/client';
import { listActiveAdPosts } from './ads.repository';

/** At most this many ads rotate through one campus's feed. */
const SPONSORED_LIMIT = 50;

export type SponsoredRow = Awaited<ReturnType<typeof listActiveAdPosts>>[number];

/**
 * The campus's active, unexpired ads with their posts (media and the viewer's saves), in the spec's
 * order, without ads by people the viewer blocked; with `category`, only those that fit it (one query).
 */
export function listSponsoredPosts(
  db: Executor,
  campusId: string,
  viewerId: string | null,
  category?: string,
  now = new Date(),
): Promise<SponsoredRow[]> {
  return listActiveAdPosts(db, campusId, viewerId, now, SPONSORED_LIMIT, category ?? null);
}
