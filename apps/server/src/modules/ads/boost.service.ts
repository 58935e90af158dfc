import type { ErrorCode } from '@campus/domain';
import {
  AD_TITLE_MAX,
  ADS_MESSAGES,
  BOOST_PRODUCT_NAME,
  type BoostBody,
  boostAmountCents,
  campusOrigin,
  ctaOf,
  isAlreadyBoosted,
  LISTING_MESSAGES,
  titleFrom,
  validateBoostGoal,
} from '@campus/domain';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import { assertNotSuspended } from '../accounts/account-checks';
import type { UserRow } from '../accounts/accounts.repository';
import { assertMember, findTopLevelPost, present } from '../posts/posts.service';
import { findAdByClientKey, insertAd, insertAdOnce } from './ads.repository';
import type { AdsDeps } from './ads.service';
import { insertCheckout } from './checkout.repository';

const boostFailed = (status: number, code: ErrorCode) => new AppError(status, code, ADS_MESSAGES.boostFailed);

/** The owner's post, if it may be boosted now: a member, the owner, not sold, no ad running or waiting. */
async function boostablePost(db: Executor, user: UserRow, campusId: string, postId: string) {
  assertMember(user, campusId);
  assertNotSuspended(user);
  const post = await findTopLevelPost(db, campusId, postId);
  if (post.user.id !== user.id) throw boostFailed(403, 'not_owner');
  if (post.status === 'sold') throw new AppError(409, 'post_sold', LISTING_MESSAGES.soldCannotBoost);
  if (isAlreadyBoosted(post.adStatus))
    throw new AppError(409, 'already_boosted', ADS_MESSAGES.alreadyBoosted);
  return post;
}

/** What /post/{id}/boost shows: the post (owner only; 409 already_boosted). */
export async function getBoostPage(deps: AdsDeps, user: UserRow, campusId: string, postId: string) {
  const post = await boostablePost(deps.db, user, campusId, postId);
  const [presented] = await present(deps.db, [post], user.id);
  return { post: presented! };
}

/**
 * Creates the ad (status checkout) and a checkout session at the provider, in one transaction:
 * if the provider fails, no ad is left behind. A repeat with the same client key (a double tap on
 * Pay, a retry) answers with the first ad and checkout: one checkout, so one charge.
 */
export async function createBoost(
  deps: AdsDeps,
  user: UserRow,
  campusId: string,
  postId: string,
  body: BoostBody & { days: number; runUntilPause: boolean },
) {
  const fields = validateBoostGoal(body);
  if (Object.keys(fields).length > 0)
    throw new AppError(400, 'validation_error', Object.values(fields)[0]!, fields);
  const { clientKey } = body;
  if (clientKey) {
    assertMember(user, campusId);
    assertNotSuspended(user);
    const first = await findAdByClientKey(deps.db, user.id, clientKey);
    if (first?.checkoutUrl) return { adId: first.adId, checkoutUrl: first.checkoutUrl };
  }
  const post = await boostablePost(deps.db, user, campusId, postId);
  const amountCents = boostAmountCents(body.days);
  const origin = campusOrigin(campusId, deps.publicUrl, deps.campuses);
  const back = (page: string) => `${origin}/post/${postId}/boost/${page}?session_id={CHECKOUT_SESSION_ID}`;
  return deps.db.transaction(async (tx) => {
    const values = {
      campusId,
      postId,
      userId: user.id,
      title: titleFrom(post.plainText, AD_TITLE_MAX) || BOOST_PRODUCT_NAME,
      cta: ctaOf(body),
      durationMinutes: body.days * 1440,
      amountBudgetedCents: amountCents,
      runUntilPause: body.runUntilPause,
    };
    const ad = clientKey ? await insertAdOnce(tx, { ...values, clientKey }) : await insertAd(tx, values);
    if (!ad) {
      // The same key's first request committed while this one waited on it: its answer.
      const first = await findAdByClientKey(tx, user.id, clientKey!);
      if (!first?.checkoutUrl) throw boostFailed(502, 'checkout_failed');
      return { adId: first.adId, checkoutUrl: first.checkoutUrl };
    }
    const session = await deps.payments
      .createCheckout({
        amountCents,
        productName: BOOST_PRODUCT_NAME,
        successUrl: back('success'),
        cancelUrl: back('cancel'),
        metadata: { adId: ad.id, postId, userId: user.id },
      })
      .catch((err: unknown) => {
        throw Object.assign(boostFailed(502, 'checkout_failed'), { cause: err });
      });
    await insertCheckout(tx, {
      provider: deps.payments.name,
      providerSessionId: session.id,
      adId: ad.id,
      postId,
      userId: user.id,
      amountCents,
      checkoutUrl: session.url,
    });
    return { adId: ad.id, checkoutUrl: session.url };
  });
}
