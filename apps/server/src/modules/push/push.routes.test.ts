import { beforeAll, describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from '../../platform/push/push-sender';
import { memberOf, post, registerUser, verifiedUser } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { allPushTypes, browserSubscription } from '../../test/push-endpoint';
import { createTestContext, hostOf, TEST_VAPID, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const FCM = 'https://fcm.googleapis.com/fcm/send/';
const get = (url: string, jar?: CookieJar) =>
  t.request('ou', { method: 'GET', url, headers: jar ? { cookie: jar.header } : {} });
const put = (url: string, payload: object, jar: CookieJar) =>
  t.request('ou', {
    method: 'PUT',
    url,
    payload,
    headers: { cookie: jar.header, origin: `http://${hostOf('ou', t.config)}` },
  });
const endpoints = async (userId: string) =>
  (
    await t.pool.query('select endpoint from push_subscriptions where user_id = $1 order by endpoint', [
      userId,
    ])
  ).rows.map((r) => r.endpoint);

describe('push subscriptions', () => {
  it('saves a browser once, moves an endpoint to whoever subscribes it last, and removes only one’s own', async () => {
    const a = await memberOf(t);
    const b = await memberOf(t);
    const browser = browserSubscription(`${FCM}abc`);
    expect((await post(t, 'ou', '/api/push/subscribe', browser.body, a.jar)).statusCode).toBe(204);
    expect((await post(t, 'ou', '/api/push/subscribe', browser.body, a.jar)).statusCode).toBe(204);
    expect(await endpoints(a.user.id)).toEqual([`${FCM}abc`]);
    // Someone else signs in on the same browser and turns push on: it is theirs now.
    expect((await post(t, 'ou', '/api/push/subscribe', browser.body, b.jar)).statusCode).toBe(204);
    expect(await endpoints(a.user.id)).toEqual([]);
    expect((await post(t, 'ou', '/api/push/unsubscribe', { endpoint: `${FCM}abc` }, a.jar)).statusCode).toBe(
      204,
    );
    expect(await endpoints(b.user.id)).toEqual([`${FCM}abc`]);
    expect((await post(t, 'ou', '/api/push/unsubscribe', { endpoint: `${FCM}abc` }, b.jar)).statusCode).toBe(
      204,
    );
    expect(await endpoints(b.user.id)).toEqual([]);
  });

  it('keeps a member’s newest 10 browsers', async () => {
    const a = await memberOf(t);
    for (let i = 0; i < 12; i++)
      await post(
        t,
        'ou',
        '/api/push/subscribe',
        browserSubscription(`${FCM}${String(i).padStart(2, '0')}`).body,
        a.jar,
      );
    const kept = await endpoints(a.user.id);
    expect(kept).toHaveLength(10);
    expect(kept[0]).toBe(`${FCM}02`);
  });

  it.each([
    ['a host that is no push service', 'https://example.com/push'],
    ['plain http to a push service', 'http://fcm.googleapis.com/fcm/send/x'],
    ['an internal address', 'https://169.254.169.254/latest'],
    ['loopback, not listed here', 'http://127.0.0.1:9/push'],
  ])('refuses %s', async (_name, endpoint) => {
    const a = await memberOf(t);
    const res = await post(t, 'ou', '/api/push/subscribe', browserSubscription(endpoint).body, a.jar);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'push_endpoint_refused',
      message: "This browser's push service isn't supported.",
    });
  });

  it('refuses keys that are not base64url of the right size', async () => {
    const a = await memberOf(t);
    const body = browserSubscription(`${FCM}k`).body;
    const bad = { ...body, keys: { ...body.keys, p256dh: 'not base64url!' } };
    expect((await post(t, 'ou', '/api/push/subscribe', bad, a.jar)).statusCode).toBe(400);
  });

  it('refuses guests and unverified accounts', async () => {
    const body = browserSubscription(`${FCM}g`).body;
    expect((await post(t, 'ou', '/api/push/subscribe', body)).statusCode).toBe(401);
    const unverified = await registerUser(t);
    expect((await post(t, 'ou', '/api/push/subscribe', body, unverified.jar)).statusCode).toBe(403);
    expect((await get('/api/push/settings', unverified.jar)).statusCode).toBe(403);
  });
});

describe('push settings', () => {
  it('starts with every type on, saves the switches, and gives the key to subscribe with', async () => {
    const user = await verifiedUser(t);
    const first = await get('/api/push/settings', user.jar);
    expect(first.json()).toEqual({
      vapidPublicKey: TEST_VAPID.publicKey,
      types: allPushTypes(true),
    });
    const types = {
      messages: true,
      comments: false,
      replies: true,
      saves: false,
      saved_search_matches: true,
      price_drops: false,
      listing_reminders: true,
    };
    expect((await put('/api/push/settings', { types }, user.jar)).json()).toEqual({ types });
    expect((await get('/api/push/settings', user.jar)).json().types).toEqual(types);
    expect((await put('/api/push/settings', { types: { messages: true } }, user.jar)).statusCode).toBe(400);
  });
});

describe('isAllowedPushEndpoint', () => {
  const hosts = ['fcm.googleapis.com', '.push.apple.com', '127.0.0.1'];
  it.each([
    ['https://fcm.googleapis.com/fcm/send/x', true],
    ['https://web.push.apple.com/x', true],
    ['https://push.apple.com/x', false],
    ['https://evilpush.apple.com.example/x', false],
    ['https://user:pw@fcm.googleapis.com/x', false],
    ['http://127.0.0.1:4000/x', true],
    ['http://fcm.googleapis.com/x', false],
    ['not a url', false],
  ])('%s', (endpoint, expected) => {
    expect(isAllowedPushEndpoint(endpoint, hosts)).toBe(expected);
  });
});
