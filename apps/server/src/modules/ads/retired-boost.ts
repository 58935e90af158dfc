// A boost paid after its campus was retired never goes live: the checkout may have opened before the
// retirement, and a provider's hosted page takes the card whatever the site says. Fulfilment marks
// the ad rejected instead and, after the commit, refunds the payment (as a rejected ad in review is).
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db/client';
import { findPaidCheckoutOfAd, markCheckoutRefunded } from './ad-review.repository';
import { type AdRecord, updateAd } from './ads.repository';
import type { AdsDeps } from './ads.service';

/** Whether the ad's campus is retired now (the registry's rows carry `retiredAt`). */
export function onRetiredCampus(deps: Pick<AdsDeps, 'campuses'>, ad: AdRecord): boolean {
  const campus = deps.campuses.byId(ad.campusId);
  return campus !== undefined && 'retiredAt' in campus && Boolean(campus.retiredAt);
}

/** Ends the paid ad of a retired campus without running it (in fulfilment's transaction). */
export async function withdrawRetiredBoost(tx: Tx, ad: AdRecord): Promise<void> {
  const now = new Date();
  await updateAd(tx, ad.id, { status: 'rejected', endedAt: now, lastModified: now });
}

/**
 * Refunds the payment of a boost withdrawn by `withdrawRetiredBoost` (idempotent per ad). A refund
 * the provider refuses is logged and left for an administrator: the ad stays off either way.
 */
export async function refundRetiredBoost(
  deps: Pick<AdsDeps, 'db' | 'payments'>,
  ad: AdRecord,
  log?: FastifyBaseLogger,
): Promise<void> {
  const checkout = await findPaidCheckoutOfAd(deps.db, ad.id);
  if (!checkout?.paymentId || checkout.refundId) return;
  try {
    const refund = await deps.payments.refund({
      paymentId: checkout.paymentId,
      amountCents: checkout.amountCents,
      idempotencyKey: `ad-retired-campus-${ad.id}`,
    });
    await markCheckoutRefunded(deps.db, checkout.id, refund.id);
  } catch (err) {
    log?.error({ err, ad: ad.id }, 'the refund of a boost paid on a retired campus failed');
  }
}
