import { campusTopic, PRICE_MESSAGES, type RealtimeEvent } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post, registerUser } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { editPost, notificationsOf } from '../../test/marketplace-helpers';
import { createPost, doc, gpsJpeg, poster, uploadFile } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const countRows = async (sql: string, id: string) => (await t.pool.query(sql, [id])).rows[0].n as number;
const postsOf = (userId: string) =>
  countRows(`select count(*)::int as n from posts where user_id = $1 and type = 'post'`, userId);
const submitEvents = (userId: string) =>
  countRows(
    `select count(*)::int as n from product_events where name = 'Submit Post' and user_id = $1`,
    userId,
  );
const totalPosts = async (userId: string) =>
  (await t.pool.query('select total_posts from users where id = $1', [userId])).rows[0].total_posts as number;
const savedSearchAlerts = async (jar: CookieJar) =>
  (await notificationsOf(t, jar)).filter((n) => n.type === 'saved search');

describe('creating a post with a client key', () => {
  it('answers a repeat with the first post: one row, one count, one event, one alert, one bus event', async () => {
    const searcher = await poster(t, 'Sam Searcher');
    expect((await send(t, 'POST', '/api/me/saved-searches', searcher.jar, { q: 'bike' })).statusCode).toBe(
      201,
    );
    const author = await poster(t, 'Ada Author');
    const photo = (await uploadFile(t, author.jar, await gpsJpeg(40, 30))).json().id as string;
    const seen: RealtimeEvent[] = [];
    const stop = t.bus.subscribe(campusTopic('ou'), (e) => seen.push(e));
    const clientKey = crypto.randomUUID();
    const body = {
      text: doc('Red bike'),
      price: 80,
      category: 'sports & outdoors',
      uploadIds: [photo],
      clientKey,
    };

    const first = await post(t, 'ou', '/api/posts', body, author.jar);
    const again = await post(t, 'ou', '/api/posts', body, author.jar);
    stop();
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ priceCents: 8000, imgCount: 1, hasPhoto: true });
    expect(await postsOf(author.user.id)).toBe(1);
    expect(await totalPosts(author.user.id)).toBe(1);
    expect(await submitEvents(author.user.id)).toBe(1);
    expect(await savedSearchAlerts(searcher.jar)).toHaveLength(1);
    expect(seen.filter((e) => e.type === 'post.created')).toHaveLength(1);

    // A new key is a new post.
    const next = await createPost(t, author.jar, { text: doc('Blue bike'), clientKey: crypto.randomUUID() });
    expect(next.id).not.toBe(first.json().id);
    expect(await postsOf(author.user.id)).toBe(2);
  });

  it('makes one post of two taps sent at once, photos included', async () => {
    const author = await poster(t, 'Dot Doubletap');
    const photo = (await uploadFile(t, author.jar, await gpsJpeg(40, 30))).json().id as string;
    const body = { text: doc('Lamp'), uploadIds: [photo], clientKey: crypto.randomUUID() };
    const [a, b] = await Promise.all([
      post(t, 'ou', '/api/posts', body, author.jar),
      post(t, 'ou', '/api/posts', body, author.jar),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    expect(await postsOf(author.user.id)).toBe(1);
    expect(await totalPosts(author.user.id)).toBe(1);
    expect(await submitEvents(author.user.id)).toBe(1);
  });

  it("keeps keys per author: another member's post with the same key is their own", async () => {
    const ada = await poster(t, 'Ada Key');
    const bob = await poster(t, 'Bob Key');
    const clientKey = crypto.randomUUID();
    const adas = await createPost(t, ada.jar, { text: doc('Ada’s chair'), clientKey });
    const bobs = await createPost(t, bob.jar, { text: doc('Bob’s table'), clientKey });
    expect(bobs.id).not.toBe(adas.id);
    expect(bobs.plainText).toBe('Bob’s table');
  });

  it('refuses a guest, an unverified account and a member of another campus, with or without a key', async () => {
    const author = await poster(t, 'Kim Keyholder');
    const clientKey = crypto.randomUUID();
    await createPost(t, author.jar, { text: doc('Desk'), clientKey });
    const body = { text: doc('Desk'), uploadIds: [], clientKey };
    expect((await post(t, 'ou', '/api/posts', body)).statusCode).toBe(401);
    const unverified = await registerUser(t);
    expect((await post(t, 'ou', '/api/posts', body, unverified.jar)).json().error.code).toBe('not_verified');
    const utMember = await memberOf(t, 'ut', 'utexas.edu');
    expect((await post(t, 'ou', '/api/posts', body, utMember.jar)).json().error.code).toBe('verify_school');
    expect(
      (await post(t, 'ou', '/api/posts', { ...body, clientKey: 'not-a-uuid' }, author.jar)).statusCode,
    ).toBe(400);
    expect(await postsOf(author.user.id)).toBe(1);
  });
});

describe('the price rule on the server', () => {
  it.each([
    [12.5, PRICE_MESSAGES.notWhole],
    [-5, PRICE_MESSAGES.negative],
    [1e9, PRICE_MESSAGES.tooHigh],
    [99999999999, PRICE_MESSAGES.tooHigh],
  ])('refuses a new post at %s with "%s", writing nothing', async (price, sentence) => {
    const author = await poster(t, 'Pia Price');
    const res = await post(t, 'ou', '/api/posts', { text: doc('Desk'), price, uploadIds: [] }, author.jar);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_price', message: sentence });
    expect(await postsOf(author.user.id)).toBe(0);
  });

  it('refuses the same prices in an edit, with the same sentences, and keeps the old price', async () => {
    const author = await poster(t, 'Ed Editor');
    const desk = await createPost(t, author.jar, { text: doc('Desk'), price: 40 });
    for (const [price, sentence] of [
      [12.5, PRICE_MESSAGES.notWhole],
      [-5, PRICE_MESSAGES.negative],
      [99999999999, PRICE_MESSAGES.tooHigh],
    ] as const) {
      const res = await editPost(t, author.jar, desk.id, { text: doc('Desk'), price });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(sentence);
    }
    const { rows } = await t.pool.query('select price_cents from posts where id = $1', [desk.id]);
    expect(rows[0].price_cents).toBe(4000);
    expect((await editPost(t, author.jar, desk.id, { text: doc('Desk'), price: 13 })).statusCode).toBe(200);
  });
});
