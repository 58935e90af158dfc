import { RATING_MESSAGES, REPORT_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post, registerUser } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import { notificationsOf, rate, sellTo, setStatus, stillAvailable } from '../../test/marketplace-helpers';
import { moderate, moderatorOf, report } from '../../test/moderation-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const profile = async (username: string, jar?: Parameters<typeof send>[3]) =>
  (await send(t, 'GET', `/api/profiles/${username}`, jar)).json();
const ratingsOf = async (username: string, jar: Parameters<typeof send>[3]) =>
  (await send(t, 'GET', `/api/profiles/${username}/ratings`, jar)).json().ratings as {
    id: string;
    stars: number;
    role: string;
    comment: string | null;
  }[];

describe('ratings', () => {
  it('lets only the two parties of a sale rate each other, once; profiles show the average and count', async () => {
    const seller = await poster(t, 'Sue Seller');
    const buyer = await poster(t, 'Ben Buyer');
    const stranger = await poster(t, 'Stu Stranger');
    const desk = await createPost(t, seller.jar, { text: doc('Oak desk') });

    // No sale yet: nobody rates (not even the seller, nor the seller themselves).
    const early = await rate(t, buyer.jar, desk.id, { stars: 5 });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe(RATING_MESSAGES.noSale);
    expect((await stillAvailable(t, buyer.jar, desk.id)).statusCode).toBe(201);
    await setStatus(t, seller.jar, desk.id, { status: 'sold' }); // sold, no buyer named
    expect((await rate(t, seller.jar, desk.id, { stars: 5 })).statusCode).toBe(403);
    expect((await rate(t, buyer.jar, desk.id, { stars: 5 })).statusCode).toBe(403);
    const named = await setStatus(t, seller.jar, desk.id, { status: 'sold', buyerId: buyer.user.id });
    expect(named.statusCode, named.body).toBe(200);
    expect((await rate(t, undefined, desk.id, { stars: 5 })).statusCode).toBe(401);
    expect((await rate(t, (await registerUser(t)).jar, desk.id, { stars: 5 })).statusCode).toBe(403);
    const other = await memberOf(t, 'ut', 'utexas.edu');
    expect((await rate(t, other.jar, desk.id, { stars: 5 })).statusCode).toBe(403);
    expect((await rate(t, stranger.jar, desk.id, { stars: 5 })).statusCode).toBe(403);
    expect((await rate(t, buyer.jar, desk.id, { stars: 6 })).statusCode).toBe(400);
    const long = await rate(t, buyer.jar, desk.id, { stars: 4, comment: 'x'.repeat(301) });
    expect(long.json().error.message).toBe(RATING_MESSAGES.commentTooLong);

    const byBuyer = await rate(t, buyer.jar, desk.id, { stars: 4, comment: 'Quick and friendly' });
    expect(byBuyer.statusCode, byBuyer.body).toBe(201);
    expect(byBuyer.json()).toMatchObject({ role: 'seller', stars: 4, from: { id: buyer.user.id } });
    // A double tap sends the same rating twice: one rating, one notification, the same answer.
    const noticesBefore = (await notificationsOf(t, seller.jar)).length;
    const twice = await rate(t, buyer.jar, desk.id, { stars: 4, comment: 'Quick and friendly' });
    expect([twice.statusCode, twice.json()]).toEqual([201, byBuyer.json()]);
    expect((await notificationsOf(t, seller.jar)).length).toBe(noticesBefore);
    const again = await rate(t, buyer.jar, desk.id, { stars: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(RATING_MESSAGES.alreadyRated);
    expect((await rate(t, seller.jar, desk.id, { stars: 5 })).statusCode).toBe(201);
    expect((await notificationsOf(t, seller.jar))[0]).toMatchObject({ type: 'rating', postId: desk.id });

    // A second sale brings the average to 4.5 over two ratings.
    const lamp = await createPost(t, seller.jar, { text: doc('Lamp') });
    await sellTo(t, seller, stranger, lamp.id);
    expect((await rate(t, stranger.jar, lamp.id, { stars: 5 })).statusCode).toBe(201);
    expect((await profile(seller.user.username, buyer.jar)).rating).toEqual({ average: 4.5, count: 2 });
    expect((await profile(buyer.user.username, buyer.jar)).rating).toEqual({ average: 5, count: 1 });
    const list = await ratingsOf(seller.user.username, stranger.jar);
    expect(list.map((r) => [r.stars, r.role, r.comment])).toEqual([
      [5, 'seller', null],
      [4, 'seller', 'Quick and friendly'],
    ]);
    expect((await send(t, 'GET', `/api/posts/${desk.id}/sale`, buyer.jar)).json().sale.rated).toBe(true);
    // Only someone who messaged about the post can be named the buyer.
    const change = await setStatus(t, seller.jar, desk.id, { status: 'sold', buyerId: stranger.user.id });
    expect(change.statusCode).toBe(400);
  });

  it('can be reported; a removed rating leaves the profile and its average; blocked raters are hidden', async () => {
    const seller = await poster(t, 'Rae Rated');
    const buyer = await poster(t, 'Rob Rater');
    const bike = await createPost(t, seller.jar, { text: doc('Bike') });
    await sellTo(t, seller, buyer, bike.id);
    const rating = (await rate(t, buyer.jar, bike.id, { stars: 1, comment: 'Rude' })).json();
    expect((await profile(seller.user.username)).rating).toEqual({ average: 1, count: 1 });

    const own = await report(t, buyer.jar, { targetType: 'rating', targetId: rating.id, reason: 'spam' });
    expect(own.statusCode).toBe(400);
    const reported = await report(t, seller.jar, {
      targetType: 'rating',
      targetId: rating.id,
      reason: 'harassment',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json().message).toBe(REPORT_MESSAGES.thanks.rating);

    const mod = await moderatorOf(t, 'ou', 'Max Moderator');
    const queue = (await send(t, 'GET', '/api/moderation/reports', mod.jar)).json();
    expect(queue.groups.find((g: { targetId: string }) => g.targetId === rating.id)).toMatchObject({
      targetType: 'rating',
      content: { plainText: '★☆☆☆☆ Rude', postId: bike.id, gone: false },
      author: { id: buyer.user.id },
    });
    const removed = await moderate(t, mod.jar, {
      targetType: 'rating',
      targetId: rating.id,
      action: 'remove',
      reason: 'Harassment',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await profile(seller.user.username)).rating).toEqual({ average: null, count: 0 });
    expect(await ratingsOf(seller.user.username, seller.jar)).toEqual([]);
    const gone = await report(t, seller.jar, { targetType: 'rating', targetId: rating.id, reason: 'spam' });
    expect(gone.statusCode).toBe(404);

    // A viewer who blocked a rater does not see their ratings.
    const chair = await createPost(t, seller.jar, { text: doc('Chair') });
    await sellTo(t, seller, buyer, chair.id);
    await rate(t, buyer.jar, chair.id, { stars: 3 });
    const viewer = await poster(t, 'Vic Viewer');
    expect(await ratingsOf(seller.user.username, viewer.jar)).toHaveLength(1);
    await post(t, 'ou', '/api/me/blocks', { userId: buyer.user.id }, viewer.jar);
    expect(await ratingsOf(seller.user.username, viewer.jar)).toEqual([]);
  });
});
