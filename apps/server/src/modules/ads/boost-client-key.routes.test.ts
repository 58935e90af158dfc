// A boost's client key: two taps on Pay make one ad, one checkout and so one charge.
import crypto from 'node:crypto';
import { ADS_MESSAGES, LISTING_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post, registerUser } from '../../test/accounts-helpers';
import { payLocal } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { setStatus } from '../../test/marketplace-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { code: string; message: string } }).error;

describe('a boost with a client key', () => {
  const boostWith = (jar: CookieJar | undefined, postId: string, clientKey: string, site = 'ou') =>
    post(t, site, `/api/posts/${postId}/boost`, { goal: 'message', days: 3, clientKey }, jar);
  const checkoutsOf = async (postId: string) =>
    (await t.pool.query('select count(*)::int as n from checkout_sessions where post_id = $1', [postId]))
      .rows[0].n;

  it('makes one ad and one checkout for two taps, at once or one after the other, and after paying', async () => {
    const owner = await poster(t);
    const item = await createPost(t, owner.jar, { text: doc('Standing desk') });
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([
      boostWith(owner.jar, item.id, key),
      boostWith(owner.jar, item.id, key),
    ]);
    expect([a.statusCode, b.statusCode], a.body + b.body).toEqual([201, 201]);
    expect(b.json()).toEqual(a.json());
    const again = await boostWith(owner.jar, item.id, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(a.json());
    expect(await checkoutsOf(item.id)).toBe(1);
    const { rows } = await t.pool.query('select count(*)::int as n from ads where post_id = $1', [item.id]);
    expect(rows[0].n).toBe(1);

    // Paid: the same key still answers with the same checkout (no second charge, no 409).
    const sessionId = new URL(a.json().checkoutUrl).pathname.split('/').pop()!;
    expect((await payLocal(t, owner.jar, sessionId)).statusCode).toBe(303);
    const afterPaying = await boostWith(owner.jar, item.id, key);
    expect(afterPaying.statusCode).toBe(201);
    expect(afterPaying.json()).toEqual(a.json());
    expect(await checkoutsOf(item.id)).toBe(1);
    // A new key is a new boost: refused while the first one runs.
    const other = await boostWith(owner.jar, item.id, crypto.randomUUID());
    expect(errorOf(other).code).toBe('already_boosted');
    expect((await boostWith(owner.jar, item.id, 'not-a-key')).statusCode).toBe(400);
  });

  it("refuses a guest, an unverified account, another campus's member and a stranger with the owner's key", async () => {
    const owner = await poster(t);
    const item = await createPost(t, owner.jar, { text: doc('Bookshelf') });
    const key = crypto.randomUUID();
    expect((await boostWith(owner.jar, item.id, key)).statusCode).toBe(201);
    const unverified = await registerUser(t);
    const stranger = await memberOf(t);
    const elsewhere = await memberOf(t, 'ut', 'utexas.edu');
    expect((await boostWith(undefined, item.id, key)).statusCode).toBe(401);
    expect(errorOf(await boostWith(unverified.jar, item.id, key)).code).toBe('not_verified');
    expect((await boostWith(elsewhere.jar, item.id, key)).statusCode).toBe(403);
    expect((await boostWith(elsewhere.jar, item.id, key, 'ut')).statusCode).toBe(404);
    const strangers = await boostWith(stranger.jar, item.id, key);
    expect(strangers.statusCode).toBe(403);
    expect(errorOf(strangers).message).toBe(ADS_MESSAGES.boostFailed);
    expect(await checkoutsOf(item.id)).toBe(1);
  });

  it('refuses a sold post with its sentence, key or not', async () => {
    const owner = await poster(t);
    const item = await createPost(t, owner.jar, { text: doc('Lamp') });
    expect((await setStatus(t, owner.jar, item.id, { status: 'sold' })).statusCode).toBe(200);
    const refused = await boostWith(owner.jar, item.id, crypto.randomUUID());
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({ code: 'post_sold', message: LISTING_MESSAGES.soldCannotBoost });
    expect(await checkoutsOf(item.id)).toBe(0);
  });
});
