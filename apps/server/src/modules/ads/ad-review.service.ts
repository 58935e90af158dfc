import { type AdInReview, MODERATION_MESSAGES, MODERATION_PAGE_SIZES } from '@campus/domain';
import type { Database, Tx } from '../../db/client';
import { nextTimeCursor, type TimeKey } from '../../db/paging';
import { AppError } from '../../http/errors';
import { findPaidCheckoutOfAd, listAdsInReviewPage, markCheckoutRefunded } from './ad-review.repository';
import { publishAdUpdated } from './ads.events';
import { type AdRecord, latestPaidAdOf, lockAd, pointPostAtAd, updateAd } from './ads.repository';
import { type AdsDeps, adNotFound } from './ads.service';

// Ad review: with AD_REVIEW on, a paid ad waits 'In Review' until a moderator approves
// it ('Running', from then for its paid days) or rejects it ('Rejected', the payment refunded).
// The moderation module checks who may and writes the audit log through the callbacks.

const notInReview = () => new AppError(409, 'ad_not_in_review', MODERATION_MESSAGES.adNotInReview);

/** A page of the campus's ads in review, newest first. One query. */
export async function listAdsInReview(db: Database, campusId: string, before: TimeKey | undefined) {
  const limit = MODERATION_PAGE_SIZES.adsInReview;
  const rows = await listAdsInReviewPage(db, campusId, before, limit);
  const items: AdInReview[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { ads: items, nextCursor: nextTimeCursor(rows, limit, (r) => ({ at: r.createdAt, id: r.id })) };
}

/** The campus's ad, locked, while it is in review. */
async function lockAdInReview(tx: Tx, campusId: string, adId: string): Promise<AdRecord> {
  const ad = await lockAd(tx, adId);
  if (!ad || ad.campusId !== campusId) throw adNotFound();
  if (ad.status !== 'in_review') throw notInReview();
  return ad;
}

/** Approves an ad in review: it runs from now for the time paid for. */
export async function approveAdInReview(
  deps: Pick<AdsDeps, 'db' | 'bus'>,
  campusId: string,
  adId: string,
  onApproved: (tx: Tx, ad: AdRecord) => Promise<void>,
): Promise<void> {
  const ad = await deps.db.transaction(async (tx) => {
    const locked = await lockAdInReview(tx, campusId, adId);
    const now = new Date();
    await updateAd(tx, locked.id, {
      status: 'active',
      startTime: now,
      endTimeAdjusted: new Date(now.getTime() + locked.durationMinutes * 60_000),
      lastModified: now,
    });
    await onApproved(tx, locked);
    return locked;
  });
  await publishAdUpdated(deps.bus, ad);
}

/** Refunds the ad's payment; when the provider refuses, the ad goes back in review and 502 answers. */
async function refundOrRestore(
  deps: AdsDeps,
  ad: AdRecord,
  checkout: Awaited<ReturnType<typeof findPaidCheckoutOfAd>>,
): Promise<string> {
  try {
    if (!checkout?.paymentId) throw new Error(`ad ${ad.id} has no paid checkout`);
    const refund = await deps.payments.refund({
      paymentId: checkout.paymentId,
      amountCents: checkout.amountCents,
      idempotencyKey: `ad-reject-${ad.id}`,
    });
    return refund.id;
  } catch (err) {
    await updateAd(deps.db, ad.id, { status: 'in_review', endedAt: null, lastModified: new Date() });
    throw Object.assign(new AppError(502, 'refund_failed', MODERATION_MESSAGES.refundFailed), { cause: err });
  }
}

/**
 * Rejects an ad in review and refunds its payment through the provider. The ad is marked rejected
 * first (so nobody approves it meanwhile), then refunded (idempotent per ad); a refused refund puts
 * it back in review and answers 502, so nothing is left half-done.
 */
export async function rejectAdInReview(
  deps: AdsDeps,
  campusId: string,
  adId: string,
  onRejected: (tx: Tx, ad: AdRecord) => Promise<void>,
): Promise<void> {
  const ad = await deps.db.transaction(async (tx) => {
    const locked = await lockAdInReview(tx, campusId, adId);
    await updateAd(tx, locked.id, { status: 'rejected', endedAt: new Date(), lastModified: new Date() });
    return locked;
  });
  const checkout = await findPaidCheckoutOfAd(deps.db, ad.id);
  const refundId = await refundOrRestore(deps, ad, checkout);
  await deps.db.transaction(async (tx) => {
    await markCheckoutRefunded(tx, checkout!.id, refundId);
    await pointPostAtAd(tx, ad.postId, (await latestPaidAdOf(tx, ad.postId, ad.id)) ?? null);
    await onRejected(tx, ad);
  });
  await publishAdUpdated(deps.bus, ad);
}
