import { MODERATION_MESSAGES as M } from '@campus/domain';
import { decodeTimeCursor } from '../../db/paging';
import type { UserRow } from '../accounts/accounts.service';
import { approveAdInReview, listAdsInReview, rejectAdInReview } from '../ads/ad-review.service';
import type { AdsDeps } from '../ads/ads.service';
import { notify, publishNotifications } from '../notifications/notifications.service';
import { recordAudit } from './audit.service';
import { assertModerator } from './roles.service';

// Ad review by the campus's moderators (AD_REVIEW): who may, and the audit log. The ads module
// moves the ad and refunds the payment.

/** The campus's ads waiting for review (moderators of the campus, administrators). */
export async function getAdsInReview(deps: AdsDeps, moderator: UserRow, campusId: string, cursor?: string) {
  const before = decodeTimeCursor(cursor);
  await assertModerator(deps.db, moderator, campusId);
  return listAdsInReview(deps.db, campusId, before);
}

/** Approves an ad in review: it starts running ('Running'). Audited. */
export async function approveAd(deps: AdsDeps, moderator: UserRow, campusId: string, adId: string) {
  await assertModerator(deps.db, moderator, campusId);
  await approveAdInReview(deps, campusId, adId, (tx, ad) =>
    recordAudit(tx, {
      actorId: moderator.id,
      campusId,
      action: 'approve ad',
      targetType: 'ad',
      targetId: ad.id,
      subjectUserId: ad.userId,
    }),
  );
  return { message: M.approved };
}

/** Rejects an ad in review ('Rejected') and refunds it; the owner is told why. Audited. */
export async function rejectAd(
  deps: AdsDeps,
  moderator: UserRow,
  campusId: string,
  adId: string,
  reason: string,
) {
  await assertModerator(deps.db, moderator, campusId);
  const told: Awaited<ReturnType<typeof notify>>[] = [];
  await rejectAdInReview(deps, campusId, adId, async (tx, ad) => {
    await recordAudit(tx, {
      actorId: moderator.id,
      campusId,
      action: 'reject ad',
      targetType: 'ad',
      targetId: ad.id,
      subjectUserId: ad.userId,
      reason,
    });
    told.push(
      await notify(tx, {
        to: ad.userId,
        from: moderator.id,
        type: 'moderation',
        postId: ad.postId,
        message: M.adRejectedNotice(ad.title, reason),
      }),
    );
  });
  await publishNotifications({ bus: deps.bus }, told);
  return { message: M.rejected };
}
