import {
  AD_TITLE_MAX,
  ADS_MESSAGES,
  ADS_PAGE_SIZE,
  type Ad,
  adSpentCents,
  BOOST_PRODUCT_NAME,
  type BoostBody,
  boostAmountCents,
  campusOrigin,
  ctaOf,
  isAlreadyBoosted,
  validateBoostGoal,
} from '@campus/domain';
import { eq } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../db/client';
import { ads, checkoutSessions, posts } from '../../db/schema';
import { AppError } from '../../http/errors';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import type { PaymentsProvider } from '../../platform/payments/payments';
import type { EventBus } from '../../platform/realtime/bus';
import type { UserRow } from '../accounts/accounts.repository';
import { assertMember, findTopLevelPost, present } from '../posts/posts.service';
import { publishAdUpdated } from './ads.events';
import {
  type AdListRow,
  type AdRecord,
  findAdView,
  latestPaidAdOf,
  listAdsOf,
  lockAd,
} from './ads.repository';

export interface AdsDeps {
  db: Database;
  payments: PaymentsProvider;
  /** The hub's public origin; campus origins derive from it. */
  publicUrl: string;
  /** 'ad.updated' hints to the owner's pages, after commit. */
  bus: EventBus;
}

export const adNotFound = () => new AppError(404, 'ad_not_found', ADS_MESSAGES.notFound);
const boostFailed = (status: number, code: string) => new AppError(status, code, ADS_MESSAGES.boostFailed);
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

/** The owner's post, if it may be boosted now: a member, the owner, no ad running or waiting. */
async function boostablePost(db: Executor, user: UserRow, campusId: string, postId: string) {
  assertMember(user, campusId);
  const post = await findTopLevelPost(db, campusId, postId);
  if (post.user.id !== user.id) throw boostFailed(403, 'not_owner');
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
 * if the provider fails, no ad is left behind.
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
  const post = await boostablePost(deps.db, user, campusId, postId);
  const amountCents = boostAmountCents(body.days);
  const origin = campusOrigin(campusId, deps.publicUrl);
  const back = (page: string) => `${origin}/post/${postId}/boost/${page}?session_id={CHECKOUT_SESSION_ID}`;
  return deps.db.transaction(async (tx) => {
    const [ad] = await tx
      .insert(ads)
      .values({
        campusId,
        postId,
        userId: user.id,
        title: post.plainText.trim().slice(0, AD_TITLE_MAX) || BOOST_PRODUCT_NAME,
        cta: ctaOf(body),
        durationMinutes: body.days * 1440,
        amountBudgetedCents: amountCents,
        runUntilPause: body.runUntilPause,
      })
      .returning();
    const session = await deps.payments
      .createCheckout({
        amountCents,
        productName: BOOST_PRODUCT_NAME,
        successUrl: back('success'),
        cancelUrl: back('cancel'),
        metadata: { adId: ad!.id, postId, userId: user.id },
      })
      .catch((err: unknown) => {
        throw Object.assign(boostFailed(502, 'checkout_failed'), { cause: err });
      });
    await tx.insert(checkoutSessions).values({
      provider: deps.payments.name,
      providerSessionId: session.id,
      adId: ad!.id,
      postId,
      userId: user.id,
      amountCents,
    });
    return { adId: ad!.id, checkoutUrl: session.url };
  });
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

/** Runs a change on the viewer's own ad under a row lock, then answers the ad. */
async function changeOwnAd(
  deps: AdsDeps,
  user: UserRow,
  campusId: string,
  id: string,
  change: (tx: Tx, ad: AdRecord, now: Date) => Promise<void>,
): Promise<Ad> {
  assertMember(user, campusId);
  const changed = await deps.db.transaction(async (tx) => {
    const ad = await lockAd(tx, id);
    if (!ad || ad.userId !== user.id || ad.campusId !== campusId) throw adNotFound();
    await change(tx, ad, new Date());
    return ad;
  });
  await publishAdUpdated(deps.bus, changed);
  return getMyAd(deps, user, campusId, id);
}

const conflict = (code: string, message: string) => new AppError(409, code, message);

/** Pause: only from active ('Only active ads can be paused'). */
export function pauseAd(deps: AdsDeps, user: UserRow, campusId: string, id: string) {
  return changeOwnAd(deps, user, campusId, id, async (tx, ad, now) => {
    if (ad.status !== 'active') throw conflict('not_active', ADS_MESSAGES.onlyActiveCanPause);
    await tx.update(ads).set({ status: 'paused', pausedAt: now, lastModified: now }).where(eq(ads.id, ad.id));
  });
}

/** Resume: only from paused; the pause is added to time_paused and to the end. */
export function resumeAd(deps: AdsDeps, user: UserRow, campusId: string, id: string) {
  return changeOwnAd(deps, user, campusId, id, async (tx, ad, now) => {
    if (ad.status !== 'paused') throw conflict('not_paused', ADS_MESSAGES.onlyPausedCanResume);
    const pausedMs = Math.max(0, now.getTime() - (ad.pausedAt ?? now).getTime());
    await tx
      .update(ads)
      .set({
        status: 'active',
        pausedAt: null,
        timePausedMs: ad.timePausedMs + pausedMs,
        endTimeAdjusted: ad.endTimeAdjusted ? new Date(ad.endTimeAdjusted.getTime() + pausedMs) : null,
        lastModified: now,
      })
      .where(eq(ads.id, ad.id));
  });
}

/** Stop: from active or paused, for good ('Ad is already stopped'). */
export function stopAd(deps: AdsDeps, user: UserRow, campusId: string, id: string) {
  return changeOwnAd(deps, user, campusId, id, async (tx, ad, now) => {
    if (ad.status === 'stopped') throw conflict('already_stopped', ADS_MESSAGES.alreadyStopped);
    if (ad.status !== 'active' && ad.status !== 'paused')
      throw conflict('not_stoppable', ADS_MESSAGES.stopFailed);
    // A paused ad stopped now ran until its pause: its end of spending is the pause.
    const endedAt = ad.status === 'paused' && ad.pausedAt ? ad.pausedAt : now;
    await tx
      .update(ads)
      .set({ status: 'stopped', pausedAt: null, endedAt, lastModified: now })
      .where(eq(ads.id, ad.id));
  });
}

/** Rename ('Saved changes!'); the title is 1 to 50 characters. */
export function renameAd(deps: AdsDeps, user: UserRow, campusId: string, id: string, title: string) {
  return changeOwnAd(deps, user, campusId, id, async (tx, ad, now) => {
    await tx.update(ads).set({ title, lastModified: now }).where(eq(ads.id, ad.id));
  });
}

/** Deletes the viewer's ad; the post then points at its previous paid ad, if any. */
export async function deleteAd(deps: AdsDeps, user: UserRow, campusId: string, id: string): Promise<void> {
  assertMember(user, campusId);
  const deleted = await deps.db.transaction(async (tx) => {
    const ad = await lockAd(tx, id);
    if (!ad || ad.userId !== user.id || ad.campusId !== campusId) throw adNotFound();
    await tx.delete(ads).where(eq(ads.id, id));
    const [post] = await tx
      .select({ adId: posts.adId })
      .from(posts)
      .where(eq(posts.id, ad.postId))
      .for('update');
    if (post?.adId === id) {
      const previous = await latestPaidAdOf(tx, ad.postId, id);
      await tx
        .update(posts)
        .set({ adId: previous?.id ?? null, cta: previous?.cta ?? null, isSponsored: Boolean(previous) })
        .where(eq(posts.id, ad.postId));
    }
    return ad;
  });
  await publishAdUpdated(deps.bus, deleted);
}
