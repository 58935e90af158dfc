import { ADS_MESSAGES, ADS_PAGE_SIZE, type Ad, adSpentCents, type CampusDirectory } from '@campus/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import type { PaymentsProvider } from '../../platform/payments/payments';
import type { EventBus } from '../../platform/realtime/bus';
import type { UserRow } from '../accounts/accounts.repository';
import { type AdListRow, findAdView, listAdsOf } from './ads.repository';
export interface AdsDeps {
  db: Database;
  payments: PaymentsProvider;
  /** The hub's public origin; campus origins derive from it. */
  publicUrl: string;
  campuses: CampusDirectory;
  /** 'ad.updated' hints to the owner's pages, after commit. */
  bus: EventBus;
  /** AD_REVIEW: a paid ad waits in review for a moderator instead of running at once. */
  adReview: boolean;
}

export const adNotFound = () => new AppError(404, 'ad_not_found', ADS_MESSAGES.notFound);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The API shape of an ad with its post's counters (spent is derived at `now`). */
export function toAd({ ad, post }: AdListRow, now = Date.now()): Ad {
  const times = {
    status: ad.status,
    startTime: iso(ad.startTime),
    endTimeAdjusted: iso(ad.endTimeAdjusted),
    pausedAt: iso(ad.pausedAt),
    timePausedMs: ad.timePausedMs,
    endedAt: iso(ad.endedAt),
    durationMinutes: ad.durationMinutes,
    amountBudgetedCents: ad.amountBudgetedCents,
  };
  return {
    ...times,
    id: ad.id,
    postId: ad.postId,
    title: ad.title,
    cta: ad.cta,
    runUntilPause: ad.runUntilPause,
    totalSpentCents: adSpentCents(times, now),
    createdAt: ad.createdAt.toISOString(),
    lastModified: ad.lastModified.toISOString(),
    post: {
      id: ad.postId,
      plainText: post.plainText,
      imgUrl: post.imgKey ? `/files/${post.imgKey}?v=1` : null,
    },
    analytics: {
      views: post.views,
      accountsReached: post.accountsReached,
      directMessages: post.directMessages,
      copiedLink: post.copiedLink,
      externalLinkClicks: post.externalLinkClicks,
      profileVisits: post.profileVisits,
    },
  };
}

/** The viewer's ads on this campus, newest first. */
export async function listMyAds(deps: AdsDeps, user: UserRow, campusId: string, cursor?: string) {
  const after = cursor ? decodeCursor(cursor, { t: 'date', id: 'uuid' }) : undefined;
  const rows = await listAdsOf(
    deps.db,
    user.id,
    campusId,
    ADS_PAGE_SIZE,
    after ? { at: new Date(after.t), id: after.id } : undefined,
  );
  const last = rows.at(-1);
  return {
    ads: rows.map((r) => toAd(r)),
    nextCursor:
      rows.length === ADS_PAGE_SIZE && last
        ? encodeCursor({ t: last.ad.createdAt.toISOString(), id: last.ad.id })
        : null,
  };
}

/** One of the viewer's ads; another user's ad is 'Ad not found' like a missing one. */
export async function getMyAd(deps: AdsDeps, user: UserRow, campusId: string, id: string): Promise<Ad> {
  const row = await findAdView(deps.db, id);
  if (!row || row.ad.userId !== user.id || row.ad.campusId !== campusId) throw adNotFound();
  return toAd(row);
}
