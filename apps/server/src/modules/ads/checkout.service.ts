import type { BoostCancel, BoostSession, Payments } from '@campus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../http/errors';
import {
  FULFILLING_EVENTS,
  InvalidSignatureError,
  type PaymentsProvider,
  type ProviderSession,
} from '../../platform/payments/payments';
import type { UserRow } from '../accounts/accounts.repository';
import { publishAdUpdated } from './ads.events';
import { type AdRecord, deleteAdRow, findAdStatus, lockAd, pointPostAtAd, updateAd } from './ads.repository';
import { type AdsDeps, adNotFound } from './ads.service';
import {
  findCheckout,
  listPaidAdsOf,
  lockCheckout,
  markCheckoutFulfilled,
  recordPaymentEvent,
} from './checkout.repository';
import { onRetiredCampus, refundRetiredBoost, withdrawRetiredBoost } from './retired-boost';

/**
 * Fulfils a paid checkout once: under the session's row lock, a paid, not yet fulfilled session
 * activates its ad (or, with AD_REVIEW, puts it in review) (start now, end after the paid days, or none when it runs until paused), adds
 * the amount to the user's funds (§9) and points the post at the ad. Returns whether it did.
 */
async function fulfil(
  tx: Tx,
  deps: Pick<AdsDeps, 'payments' | 'adReview' | 'campuses'>,
  session: ProviderSession,
  log?: FastifyBaseLogger,
): Promise<{ ad: AdRecord; withdrawn: boolean } | null> {
  const provider = deps.payments;
  const checkout = await lockCheckout(tx, provider.name, session.id);
  if (!checkout || checkout.fulfilledAt || !session.paid) return null;
  if (session.amountCents !== null && session.amountCents !== checkout.amountCents) {
    log?.warn({ session: session.id }, 'paid amount differs from the checkout; not fulfilled');
    return null;
  }
  const now = new Date();
  await markCheckoutFulfilled(tx, checkout.id, session.paymentId, now);
  const ad = checkout.adId ? await lockAd(tx, checkout.adId) : undefined;
  if (ad?.status !== 'checkout') {
    log?.warn({ session: session.id }, 'paid checkout without an unpaid ad to activate');
    return null;
  }
  if (onRetiredCampus(deps, ad)) {
    await withdrawRetiredBoost(tx, ad);
    return { ad, withdrawn: true };
  }
  const paid = { lastChargedAt: now, paymentId: session.paymentId, lastModified: now };
  // With AD_REVIEW, it waits for a moderator (ad-review.service starts it on approval).
  await updateAd(
    tx,
    ad.id,
    deps.adReview
      ? { ...paid, status: 'in_review' }
      : {
          ...paid,
          status: 'active',
          startTime: now,
          // Every ad runs for the time paid for; 'daily until paused' is paid a day at a time and,
          // without recurring charges, ends when its paid day is used (docs/deviations.md).
          endTimeAdjusted: new Date(now.getTime() + ad.durationMinutes * 60_000),
        },
  );
  await pointPostAtAd(tx, ad.postId, ad);
  return { ad, withdrawn: false };
}

/** Fulfils from the provider's current state of a session (the success page, a late cancel). */
async function fulfilFromProvider(deps: AdsDeps, providerSessionId: string) {
  const session = await deps.payments.retrieveSession(providerSessionId);
  if (!session.paid) return;
  const done = await deps.db.transaction((tx) => fulfil(tx, deps, session));
  if (done?.withdrawn) await refundRetiredBoost(deps, done.ad);
  if (done) await publishAdUpdated(deps.bus, done.ad);
}

async function ownCheckout(deps: AdsDeps, user: UserRow, providerSessionId: string) {
  const checkout = await findCheckout(deps.db, deps.payments.name, providerSessionId);
  if (!checkout || checkout.userId !== user.id) throw adNotFound();
  return checkout;
}

/** What the success page waits for; asks the provider and fulfils when paid (idempotent). */
export async function getBoostSession(
  deps: AdsDeps,
  user: UserRow,
  providerSessionId: string,
): Promise<BoostSession> {
  let checkout = await ownCheckout(deps, user, providerSessionId);
  if (checkout.adId && !checkout.fulfilledAt) {
    await fulfilFromProvider(deps, providerSessionId);
    checkout = await ownCheckout(deps, user, providerSessionId);
  }
  const adStatus = checkout.adId ? await findAdStatus(deps.db, checkout.adId) : undefined;
  return {
    postId: checkout.postId,
    adId: adStatus ? checkout.adId : null,
    adStatus: adStatus ?? null,
    paid: checkout.paymentStatus === 'paid',
  };
}

/**
 * The cancel page: the provider's session is closed first (so it cannot be paid after the ad is
 * gone), then an unpaid ad is deleted ('Cancelled boost post request'); a paid one is kept.
 */
export async function cancelBoostSession(
  deps: AdsDeps,
  user: UserRow,
  providerSessionId: string,
): Promise<BoostCancel> {
  const checkout = await ownCheckout(deps, user, providerSessionId);
  if (checkout.adId && !checkout.fulfilledAt) {
    await deps.payments.expireCheckout(providerSessionId);
    await fulfilFromProvider(deps, providerSessionId);
  }
  const deleted = await deps.db.transaction(async (tx) => {
    const locked = await lockCheckout(tx, deps.payments.name, providerSessionId);
    if (!locked?.adId || locked.fulfilledAt) return false;
    const ad = await lockAd(tx, locked.adId);
    if (ad?.status !== 'checkout') return false;
    await deleteAdRow(tx, ad.id);
    return true;
  });
  return { postId: checkout.postId, deleted };
}

/**
 * A provider's webhook: a bad or stale signature is 400 and changes nothing; an event id seen
 * before is ignored; a completed, paid checkout is fulfilled in the same transaction that records
 * the event.
 */
export async function receivePaymentWebhook(
  deps: AdsDeps,
  rawBody: string,
  signature: string | undefined,
  log?: FastifyBaseLogger,
): Promise<void> {
  let event: ReturnType<PaymentsProvider['verifyWebhook']>;
  try {
    event = deps.payments.verifyWebhook(rawBody, signature);
  } catch (err) {
    if (err instanceof InvalidSignatureError) throw new AppError(400, 'bad_signature', 'Invalid signature.');
    throw err;
  }
  const done = await deps.db.transaction(async (tx) => {
    const fresh = await recordPaymentEvent(tx, {
      provider: deps.payments.name,
      eventId: event.id,
      type: event.type,
    });
    if (!fresh) return null;
    if (FULFILLING_EVENTS.has(event.type) && event.session) return fulfil(tx, deps, event.session, log);
    return null;
  });
  if (done?.withdrawn) await refundRetiredBoost(deps, done.ad, log);
}

/** Funds and payment activity: the user's paid ads, newest first (§7.4). */
export async function getPayments(db: Database, user: UserRow): Promise<Payments> {
  const rows = await listPaidAdsOf(db, user.id);
  return {
    availableFunds: user.availableFunds,
    transactions: rows.map((r) => ({
      id: r.id,
      description: r.title,
      amountCents: r.amountCents,
      createdAt: r.paidAt!.toISOString(),
      status: r.status,
      postId: r.postId,
    })),
  };
}
