// Renew or expire: reminded at 14 days and expired at 30 (the clock moved in the database), the
// e-mail's one-tap links (Renew, Mark as Sold, Mark as Pending: once, and only with this server's signature), renewing twice in a
// week bumps once, and the owner's Renew (nobody else's).
import { RENEW_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeHtml, lastMailTo, linkInMail, memberOf, registerUser } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { notificationsOf } from '../../test/marketplace-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { renewToken } from './renew-token';

/** The secret test apps sign with (test/test-app.ts). */
const TEST_SECRET = 'test-secret-'.padEnd(40, 'x');
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

/** Moves a post's clock back: posted (and last moved in the feed) `days` ago. */
const postedDaysAgo = (postId: string, days: number) =>
  t.pool.query(
    `update posts set created_at = now() - make_interval(days => $2), last_modified = now() - make_interval(days => $2)
     where id = $1`,
    [postId, days],
  );
const feedIds = async (jar: CookieJar) =>
  ((await send(t, 'GET', '/api/feed', jar)).json().posts as { id: string }[]).map((p) => p.id);
const profilePosts = async (username: string, jar: CookieJar) =>
  (await send(t, 'GET', `/api/profiles/${username}/posts`, jar)).json().posts as {
    id: string;
    expiredAt?: string;
    remindedAt?: string;
  }[];
const renewLink = (url: URL, method: 'GET' | 'POST') =>
  t.request('ou', { method, url: `${url.pathname}${url.search}` });

describe('renew or expire', () => {
  it('reminds at 14 days and expires at 30; general posts never', async () => {
    const seller = await poster(t, 'Sam Seller');
    const buyer = await poster(t, 'Bea Buyer');
    const lamp = (await createPost(t, seller.jar, { text: doc('Desk lamp, brass'), price: 12 })).id as string;
    const hello = (await createPost(t, seller.jar, { text: doc('Anyone going to the game?') })).id as string;
    await postedDaysAgo(lamp, 13);
    await postedDaysAgo(hello, 40);
    expect(await t.app.listingLife.runOnce()).toEqual({ reminded: 0, expired: 0 });

    await postedDaysAgo(lamp, 14);
    expect(await t.app.listingLife.runOnce()).toEqual({ reminded: 1, expired: 0 });
    expect(await t.app.listingLife.runOnce()).toEqual({ reminded: 0, expired: 0 });
    const reminders = (await notificationsOf(t, seller.jar)).filter((n) => n.type === 'listing reminder');
    expect(reminders).toMatchObject([{ postId: lamp, message: 'Still selling Desk lamp, brass?' }]);
    const link = await linkInMail(t, seller.email, '/api/listings/renew');
    expect(link.searchParams.get('t')).toBeTruthy();
    expect(await feedIds(buyer.jar)).toContain(lamp);
    const asked = (await profilePosts(seller.user.username, seller.jar)).find((p) => p.id === lamp);
    expect(asked).toMatchObject({ remindedAt: expect.any(String) });
    expect(asked?.expiredAt).toBeUndefined();

    await postedDaysAgo(lamp, 30);
    expect(await t.app.listingLife.runOnce()).toEqual({ reminded: 0, expired: 1 });
    expect(await feedIds(buyer.jar)).not.toContain(lamp);
    expect(await feedIds(buyer.jar)).toContain(hello);
    const search = await send(t, 'GET', '/api/search?q=brass', buyer.jar);
    expect(search.json().posts).toEqual([]);
    // Its owner sees it as Expired on their profile; others do not see it there.
    const own = (await profilePosts(seller.user.username, seller.jar)).find((p) => p.id === lamp);
    expect(own?.expiredAt).toEqual(expect.any(String));
    expect((await profilePosts(seller.user.username, buyer.jar)).map((p) => p.id)).not.toContain(lamp);

    // The e-mail's link renews it without signing in, once.
    const form = await renewLink(link, 'GET');
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<form method="post"');
    expect(await feedIds(buyer.jar)).not.toContain(lamp); // opening the link changes nothing
    const renewed = await renewLink(link, 'POST');
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.body).toContain(RENEW_MESSAGES.renewed);
    expect((await feedIds(buyer.jar))[0]).toBe(lamp);
    const again = await renewLink(link, 'POST');
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain(RENEW_MESSAGES.linkInvalid);
    expect(await t.app.listingLife.runOnce()).toEqual({ reminded: 0, expired: 0 });
  });

  it("marks the listing sold from the e-mail's Mark as Sold without signing in; the mail's other links are then spent", async () => {
    const seller = await poster(t, 'Mina Mailer');
    const buyer = await poster(t, 'Ned Nearby');
    const desk = (await createPost(t, seller.jar, { text: doc('Standing desk'), price: 80 })).id as string;
    await postedDaysAgo(desk, 15);
    await t.app.listingLife.runOnce();
    const html = (await lastMailTo(t, seller.email))!.html;
    const [renew, sold, pending] = [...html.matchAll(/href="([^"]+)"/g)]
      .map((m) => new URL(decodeHtml(m[1]!)))
      .filter((u) => u.pathname === '/api/listings/renew');
    expect((await renewLink(sold!, 'GET')).body).toContain(`>${RENEW_MESSAGES.markSold}</button>`);
    expect((await renewLink(pending!, 'GET')).body).toContain(`>${RENEW_MESSAGES.markPending}</button>`);
    const statusOf = async () =>
      (await t.pool.query('select status from posts where id = $1', [desk])).rows[0].status as string;
    expect(await statusOf()).toBe('available'); // opening a link changes nothing

    const marked = await renewLink(sold!, 'POST');
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.body).toContain(RENEW_MESSAGES.markedSold);
    expect(await statusOf()).toBe('sold');
    const seen = (await send(t, 'GET', `/api/posts/${desk}`, buyer.jar)).json();
    expect(seen.post.status).toBe('sold');
    for (const spent of [sold!, pending!, renew!]) {
      const again = await renewLink(spent, 'POST');
      expect(again.statusCode).toBe(400);
      expect(again.body).toContain(RENEW_MESSAGES.linkInvalid);
    }
    expect(await statusOf()).toBe('sold');
    // No second reminder for the answered one.
    expect(await t.app.listingLife.runOnce()).toEqual({ reminded: 0, expired: 0 });
  });

  it('takes no link signed by another secret, or past its time, and one signed by this server', async () => {
    const seller = await poster(t, 'Otto Owner');
    const bike = (await createPost(t, seller.jar, { text: doc('Road bike'), price: 150 })).id as string;
    await postedDaysAgo(bike, 15);
    await t.app.listingLife.runOnce();
    const { rows } = await t.pool.query('select reminded_at from posts where id = $1', [bike]);
    const forged = renewToken('not-the-server-secret', bike, rows[0].reminded_at);
    const refused = await t.request('ou', { method: 'POST', url: `/api/listings/renew?t=${forged}` });
    expect(refused.statusCode).toBe(400);
    const garbage = await t.request('ou', { method: 'POST', url: '/api/listings/renew?t=abc.def' });
    expect(garbage.statusCode).toBe(400);
    // Signed by this server and naming the listing's reminder, but past its 30 days.
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    await t.pool.query('update posts set reminded_at = $2 where id = $1', [bike, longAgo]);
    const late = renewToken(TEST_SECRET, bike, longAgo);
    expect((await t.request('ou', { method: 'POST', url: `/api/listings/renew?t=${late}` })).statusCode).toBe(
      400,
    );
    const renewedAt = async () =>
      (await t.pool.query('select renewed_at from posts where id = $1', [bike])).rows[0].renewed_at;
    expect(await renewedAt()).toBeNull();
    // The same server's signature on a live reminder renews.
    const fresh = new Date();
    await t.pool.query('update posts set reminded_at = $2 where id = $1', [bike, fresh]);
    const good = renewToken(TEST_SECRET, bike, fresh);
    expect((await t.request('ou', { method: 'POST', url: `/api/listings/renew?t=${good}` })).statusCode).toBe(
      200,
    );
    expect(await renewedAt()).toBeInstanceOf(Date);
  });

  it('puts a renewed listing back at the top once a week at most', async () => {
    const seller = await poster(t, 'Rene Renew');
    const viewer = await poster(t, 'Vera View');
    const couch = (await createPost(t, seller.jar, { text: doc('Couch, grey'), price: 80 })).id as string;
    await postedDaysAgo(couch, 10);
    const newer = (await createPost(t, viewer.jar, { text: doc('Textbook bundle'), price: 30 })).id as string;
    expect((await feedIds(viewer.jar)).indexOf(couch)).toBeGreaterThan(
      (await feedIds(viewer.jar)).indexOf(newer),
    );

    const first = await send(t, 'POST', `/api/posts/${couch}/renew`, seller.jar);
    expect(first.statusCode, first.body).toBe(200);
    expect((await feedIds(viewer.jar))[0]).toBe(couch);
    const newest = (await createPost(t, viewer.jar, { text: doc('Mini fridge'), price: 40 })).id as string;
    expect((await send(t, 'POST', `/api/posts/${couch}/renew`, seller.jar)).statusCode).toBe(200);
    const feed = await feedIds(viewer.jar);
    expect(feed[0]).toBe(newest);
    expect(feed[1]).toBe(couch);
  });

  it("lets only the listing's owner renew it, and only a priced listing", async () => {
    const seller = await poster(t, 'Owen Own');
    const stranger = await poster(t, 'Stu Stranger');
    const lamp = (await createPost(t, seller.jar, { text: doc('Floor lamp'), price: 20 })).id as string;
    const note = (await createPost(t, seller.jar, { text: doc('Study group tonight') })).id as string;
    const renew = (jar: CookieJar | undefined, id = lamp, site = 'ou') =>
      send(t, 'POST', `/api/posts/${id}/renew`, jar, undefined, site);
    expect((await renew(undefined)).statusCode).toBe(401);
    expect((await renew((await registerUser(t)).jar)).statusCode).toBe(403);
    const ut = await memberOf(t, 'ut', 'utexas.edu');
    expect((await renew(ut.jar, lamp, 'ut')).statusCode).toBe(404);
    expect((await renew(ut.jar)).statusCode).toBe(403);
    expect((await renew(stranger.jar)).statusCode).toBe(403);
    const general = await renew(seller.jar, note);
    expect(general.statusCode).toBe(400);
    expect(general.json().error.message).toBe(RENEW_MESSAGES.notRenewable);
    const renewed = await renew(seller.jar);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ id: lamp });
    expect(renewed.json().remindedAt ?? null).toBeNull();
    expect(renewed.json().expiredAt ?? null).toBeNull();
  });
});
