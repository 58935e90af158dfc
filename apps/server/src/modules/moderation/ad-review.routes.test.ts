import { MODERATION_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/accounts-helpers';
import { boostAndPay, send } from '../../test/ads-helpers';
import { administrator, getAs, moderatorOf } from '../../test/moderation-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let moderator: Awaited<ReturnType<typeof poster>>;
let admin: Awaited<ReturnType<typeof poster>>;

/** A member's post boosted for `days` and paid through the local provider. */
async function paidAd(name: string, days = 2) {
  const owner = await poster(t, name);
  const item = await createPost(t, owner.jar, { text: doc(`${name}'s bike`) });
  const { adId } = await boostAndPay(t, owner.jar, item.id, { days });
  const ad = async () => (await send(t, 'GET', `/api/ads/${adId}`, owner.jar)).json();
  const funds = async () => (await send(t, 'GET', '/api/me/payments', owner.jar)).json().availableFunds;
  return { owner, item, adId, ad, funds };
}

beforeAll(async () => {
  t = await createTestContext({ AD_REVIEW: 'true' });
  moderator = await moderatorOf(t, 'ou');
  admin = await administrator(t);
});

describe('ad review (AD_REVIEW=true)', () => {
  it("puts a paid ad 'In Review' (not in the feed) until a moderator approves it, then it runs for its days", async () => {
    const a = await paidAd('Andy Ads');
    expect(await a.ad()).toMatchObject({ status: 'in_review', startTime: null });
    // Paid money is spent, not available funds.
    expect(await a.funds()).toBe(0);
    const queue = (await getAs(t, moderator.jar, '/api/moderation/ads')).json();
    expect(queue.ads).toMatchObject([{ id: a.adId, postId: a.item.id, owner: { id: a.owner.user.id } }]);
    const feed = (await getAs(t, moderator.jar, '/api/feed')).json();
    expect(feed.posts.some((p: { isSponsored: boolean }) => p.isSponsored)).toBe(false);
    // Already boosted while in review.
    expect((await send(t, 'GET', `/api/posts/${a.item.id}/boost`, a.owner.jar)).statusCode).toBe(409);

    const res = await post(t, 'ou', `/api/moderation/ads/${a.adId}/approve`, {}, moderator.jar);
    expect(res.json()).toEqual({ message: MODERATION_MESSAGES.approved });
    const running = await a.ad();
    expect(running.status).toBe('active');
    expect(Date.parse(running.endTimeAdjusted) - Date.parse(running.startTime)).toBe(2 * 86_400_000);
    expect((await getAs(t, moderator.jar, '/api/moderation/ads')).json().ads).toEqual([]);
    const again = await post(t, 'ou', `/api/moderation/ads/${a.adId}/approve`, {}, moderator.jar);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MODERATION_MESSAGES.adNotInReview);
    const audit = (await getAs(t, admin.jar, '/api/admin/audit')).json().entries[0];
    expect(audit).toMatchObject({
      action: 'approve ad',
      targetType: 'ad',
      targetId: a.adId,
      actor: { id: moderator.user.id },
    });
  });

  it("rejects an ad in review: 'Rejected', refunded through the provider, the owner told why, audited", async () => {
    const r = await paidAd('Rex Rejected', 3);
    const reason = 'Weapons are not allowed';
    const res = await post(t, 'ou', `/api/moderation/ads/${r.adId}/reject`, { reason }, moderator.jar);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: MODERATION_MESSAGES.rejected });
    expect((await r.ad()).status).toBe('rejected');
    expect(await r.funds()).toBe(0);
    const { rows } = await t.pool.query(
      `select c.refund_id, c.refunded_at, l.refund_id as provider_refund
       from checkout_sessions c join local_checkout_sessions l on l.id = c.provider_session_id where c.ad_id = $1`,
      [r.adId],
    );
    expect(rows[0].refund_id).toMatch(/^re_local_/);
    expect(rows[0].provider_refund).toBe(rows[0].refund_id);
    expect(rows[0].refunded_at).not.toBeNull();
    const notice = (await getAs(t, r.owner.jar, '/api/notifications')).json().notifications[0];
    expect(notice).toMatchObject({ type: 'moderation', postId: r.item.id });
    expect(notice.message).toBe(MODERATION_MESSAGES.adRejectedNotice((await r.ad()).title, reason));
    const post2 = (await getAs(t, r.owner.jar, `/api/posts/${r.item.id}`)).json().post;
    expect(post2.ad).toBeNull();
    const audit = (await getAs(t, admin.jar, '/api/admin/audit')).json().entries[0];
    expect(audit).toMatchObject({
      action: 'reject ad',
      targetId: r.adId,
      reason,
      subject: { id: r.owner.user.id },
    });
    expect(
      (await post(t, 'ou', `/api/moderation/ads/${r.adId}/reject`, { reason }, moderator.jar)).statusCode,
    ).toBe(409);
  });

  it('keeps the ad in review when the refund fails, and refuses another campus and a made-up ad', async () => {
    const f = await paidAd('Fay Failing');
    await t.pool.query(
      `update local_checkout_sessions set amount_cents = amount_cents + 1
       where id = (select provider_session_id from checkout_sessions where ad_id = $1)`,
      [f.adId],
    );
    const res = await post(t, 'ou', `/api/moderation/ads/${f.adId}/reject`, { reason: 'No' }, moderator.jar);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe(MODERATION_MESSAGES.refundFailed);
    expect((await f.ad()).status).toBe('in_review');
    expect(await f.funds()).toBe(0);
    const ut = await moderatorOf(t, 'ut', 'Uma Ut');
    expect((await post(t, 'ut', `/api/moderation/ads/${f.adId}/approve`, {}, ut.jar)).statusCode).toBe(404);
    const madeUp = '01900000-0000-7000-8000-000000000001';
    expect((await post(t, 'ou', `/api/moderation/ads/${madeUp}/approve`, {}, moderator.jar)).statusCode).toBe(
      404,
    );
  });
});
