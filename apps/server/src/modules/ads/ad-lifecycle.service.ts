import type { ErrorCode } from '@campus/domain';
import { ADS_MESSAGES, type Ad } from '@campus/domain';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/errors';
import type { EventBus } from '../../platform/realtime/bus';
import type { UserRow } from '../accounts/accounts.repository';
import { assertMember } from '../posts/posts.service';
import { publishAdUpdated } from './ads.events';
import {
  type AdRecord,
  deleteAdRow,
  latestPaidAdOf,
  lockAd,
  lockPostAdId,
  pointPostAtAd,
  stopRunningAdsOfPost,
  updateAd,
} from './ads.repository';
import { type AdsDeps, adNotFound, getMyAd } from './ads.service';

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

const conflict = (code: ErrorCode, message: string) => new AppError(409, code, message);

/** Pause: only from active ('Only active ads can be paused'). */
export function pauseAd(deps: AdsDeps, user: UserRow, campusId: string, id: string) {
  return changeOwnAd(deps, user, campusId, id, async (tx, ad, now) => {
    if (ad.status !== 'active') throw conflict('not_active', ADS_MESSAGES.onlyActiveCanPause);
    await updateAd(tx, ad.id, { status: 'paused', pausedAt: now, lastModified: now });
  });
}

/** Resume: only from paused; the pause is added to time_paused and to the end. */
export function resumeAd(deps: AdsDeps, user: UserRow, campusId: string, id: string) {
  return changeOwnAd(deps, user, campusId, id, async (tx, ad, now) => {
    if (ad.status !== 'paused') throw conflict('not_paused', ADS_MESSAGES.onlyPausedCanResume);
    const pausedMs = Math.max(0, now.getTime() - (ad.pausedAt ?? now).getTime());
    await updateAd(tx, ad.id, {
      status: 'active',
      pausedAt: null,
      timePausedMs: ad.timePausedMs + pausedMs,
      endTimeAdjusted: ad.endTimeAdjusted ? new Date(ad.endTimeAdjusted.getTime() + pausedMs) : null,
      lastModified: now,
    });
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
    await updateAd(tx, ad.id, { status: 'stopped', pausedAt: null, endedAt, lastModified: now });
  });
}

/**
 * A post was marked Sold: its running ad stops now, in the caller's transaction, as a
 * Stop would (no refund of the days left: docs/deviations.md). Publish each with `publishAdsStopped`
 * after the commit.
 */
export function stopAdsOfSoldPost(tx: Tx, postId: string) {
  return stopRunningAdsOfPost(tx, postId, new Date());
}

/** Tells the owners' open /ads pages about ads stopped by a sale (after the commit). */
export async function publishAdsStopped(
  bus: EventBus,
  stopped: { id: string; userId: string; postId: string }[],
) {
  for (const ad of stopped) await publishAdUpdated(bus, ad);
}

/** Rename ('Saved changes!'); the title is 1 to 50 characters. */
export function renameAd(deps: AdsDeps, user: UserRow, campusId: string, id: string, title: string) {
  return changeOwnAd(deps, user, campusId, id, async (tx, ad, now) => {
    await updateAd(tx, ad.id, { title, lastModified: now });
  });
}

/** Deletes the viewer's ad; the post then points at its previous paid ad, if any. */
export async function deleteAd(deps: AdsDeps, user: UserRow, campusId: string, id: string): Promise<void> {
  assertMember(user, campusId);
  const deleted = await deps.db.transaction(async (tx) => {
    const ad = await lockAd(tx, id);
    if (!ad || ad.userId !== user.id || ad.campusId !== campusId) throw adNotFound();
    await deleteAdRow(tx, id);
    if ((await lockPostAdId(tx, ad.postId)) === id) {
      const previous = await latestPaidAdOf(tx, ad.postId, id);
      await pointPostAtAd(tx, ad.postId, previous ?? null);
    }
    return ad;
  });
  await publishAdUpdated(deps.bus, deleted);
}
