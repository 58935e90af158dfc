// Away mode: the member's listings leave the feed, search and alerts while away and come back exactly
// as they were ("I'm back", or the away-end job on the day); the profile and trust summary say it.
import { AWAY_MESSAGES, type Viewer } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, registerUser, verifiedUser } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { notificationsOf } from '../../test/marketplace-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const away = (jar: CookieJar | undefined, body: object, site = 'ou') =>
  send(t, 'PUT', '/api/me/away', jar, body, site);
const back = (jar: CookieJar | undefined, site = 'ou') =>
  send(t, 'DELETE', '/api/me/away', jar, undefined, site);
const feedIds = async (jar: CookieJar) =>
  ((await send(t, 'GET', '/api/feed', jar)).json().posts as { id: string }[]).map((p) => p.id);
const searchIds = async (jar: CookieJar, q: string) =>
  ((await send(t, 'GET', `/api/search?q=${q}`, jar)).json().posts as { id: string }[]).map((p) => p.id);

describe('away mode', () => {
  it('is refused to guests, unverified accounts, accounts without this school and other campuses', async () => {
    const body = { until: day(5) };
    expect((await away(undefined, body)).statusCode).toBe(401);
    expect((await away((await registerUser(t)).jar, body)).statusCode).toBe(403);
    expect((await away((await verifiedUser(t)).jar, body)).statusCode).toBe(403);
    const ut = await memberOf(t, 'ut', 'utexas.edu');
    expect((await away(ut.jar, body)).statusCode).toBe(403);
    expect((await back(undefined)).statusCode).toBe(401);
    expect((await back((await registerUser(t)).jar)).statusCode).toBe(403);
    expect((await back(ut.jar)).statusCode).toBe(403);
    expect((await send(t, 'POST', '/api/me/reply-time', undefined, { show: false })).statusCode).toBe(401);
    expect(
      (await send(t, 'POST', '/api/me/reply-time', (await registerUser(t)).jar, { show: false })).statusCode,
    ).toBe(403);
  });

  it('takes a date after today and within 120 days, with the sentence when not', async () => {
    const seller = await poster(t, 'Dana Dates');
    const today = await away(seller.jar, { until: day(0) });
    expect(today.statusCode).toBe(400);
    expect(today.json().error).toMatchObject({ code: 'away_past_date', message: AWAY_MESSAGES.pastDate });
    const far = await away(seller.jar, { until: day(130) });
    expect(far.json().error).toMatchObject({ code: 'away_too_far', message: AWAY_MESSAGES.tooFar });
    expect((await away(seller.jar, { until: 'soon' })).statusCode).toBe(400);
  });

  it('hides the listings from the feed, search and alerts, and restores them exactly', async () => {
    const seller = await poster(t, 'Avery Away');
    const buyer = await poster(t, 'Bo Buyer');
    expect((await send(t, 'POST', '/api/me/saved-searches', buyer.jar, { q: 'kayak' })).statusCode).toBe(201);
    const kayak = (await createPost(t, seller.jar, { text: doc('Kayak paddle'), price: 40 })).id as string;
    const later = (await createPost(t, buyer.jar, { text: doc('Tent for two') })).id as string;
    const before = await feedIds(buyer.jar);
    expect(before).toContain(kayak);
    const alertsBefore = (await notificationsOf(t, buyer.jar)).filter(
      (n) => n.type === 'saved search',
    ).length;

    const until = day(10);
    const res = await away(seller.jar, { until, note: ' Back after finals ' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().user as Viewer).away).toEqual({ until, note: 'Back after finals' });
    expect(await feedIds(buyer.jar)).not.toContain(kayak);
    expect(await feedIds(buyer.jar)).toContain(later);
    expect(await searchIds(buyer.jar, 'kayak')).toEqual([]);
    // Posted while away: hidden too, and no alert for it, now or later.
    const second = (await createPost(t, seller.jar, { text: doc('Kayak spray skirt'), price: 15 }))
      .id as string;
    expect(await feedIds(buyer.jar)).not.toContain(second);
    const alertsWhileAway = (await notificationsOf(t, buyer.jar)).filter((n) => n.type === 'saved search');
    expect(alertsWhileAway.length).toBe(alertsBefore);

    // The profile and the trust summary say it; the seller still sees their own posts there.
    const profile = (await send(t, 'GET', `/api/profiles/${seller.user.username}`, buyer.jar)).json();
    expect(profile.away).toEqual({ until, note: 'Back after finals' });
    const trust = (await send(t, 'GET', `/api/people/${seller.user.id}/trust`, buyer.jar)).json().trust;
    expect(trust.away).toEqual({ until, note: 'Back after finals' });
    const own = await send(t, 'GET', `/api/profiles/${seller.user.username}/posts`, seller.jar);
    expect((own.json().posts as { id: string }[]).map((p) => p.id)).toEqual(
      expect.arrayContaining([kayak, second]),
    );

    const ended = await back(seller.jar);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((ended.json().user as Viewer).away).toBeNull();
    const after = await feedIds(buyer.jar);
    expect(after.filter((id) => id !== second)).toEqual(before);
    expect(after).toContain(second);
    expect(await searchIds(buyer.jar, 'kayak')).toEqual([second, kayak]);
    const alertsAfter = (await notificationsOf(t, buyer.jar)).filter((n) => n.type === 'saved search');
    expect(alertsAfter.length).toBe(alertsBefore);
    expect((await send(t, 'GET', `/api/profiles/${seller.user.username}`, buyer.jar)).json().away).toBeNull();
  });

  it('ends by itself when its day begins (the away-end job), once', async () => {
    const seller = await poster(t, 'Eli Ends');
    const viewer = await poster(t, 'Val Viewer');
    const lamp = (await createPost(t, seller.jar, { text: doc('Desk lamp'), price: 5 })).id as string;
    expect((await away(seller.jar, { until: day(3) })).statusCode).toBe(200);
    expect(await t.app.awayEnd.runOnce()).toBe(0);
    expect(await feedIds(viewer.jar)).not.toContain(lamp);
    // The clock moves in the database: the day has come.
    await t.pool.query(`update users set away_until = $2 where id = $1`, [seller.user.id, day(0)]);
    expect(await t.app.awayEnd.runOnce()).toBe(1);
    expect(await t.app.awayEnd.runOnce()).toBe(0);
    expect(await feedIds(viewer.jar)).toContain(lamp);
    const session = (await send(t, 'GET', '/api/session', seller.jar)).json();
    expect(session.user.away).toBeNull();
  });
});
