// Trust at a glance: one field set, read in a fixed number of statements whoever the person is.
import { TRUST_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { rate, sellTo } from '../../test/marketplace-helpers';
import { countQueries, createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

async function trustOf(jar: CookieJar | undefined, userId: string, site = 'ou') {
  let res: Awaited<ReturnType<typeof send>> | undefined;
  const statements = await countQueries(t.pool, async () => {
    res = await send(t, 'GET', `/api/people/${userId}/trust`, jar, undefined, site);
  });
  return { res: res!, statements };
}

describe('trust at a glance', () => {
  it('gives school verified, joined, ratings, listings sold and New account, in the same statements', async () => {
    const seller = await poster(t, 'Tess Trusted');
    const viewer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Vic Viewer' });
    const fresh = await trustOf(viewer.jar, seller.user.id);
    expect(fresh.res.statusCode, fresh.res.body).toBe(200);
    expect(fresh.res.json().trust).toMatchObject({
      userId: seller.user.id,
      schoolVerified: true,
      rating: { average: null, count: 0 },
      soldCount: 0,
      newAccount: true,
    });

    for (const text of ['Lamp', 'Chair']) {
      const buyer = await memberOf(t, 'ou', 'ou.edu', { fullName: `Buyer ${text}` });
      const postId = (await createPost(t, seller.jar, { text: doc(text) })).id;
      await sellTo(t, seller, buyer, postId);
      expect((await rate(t, buyer.jar, postId, { stars: text === 'Lamp' ? 5 : 4 })).statusCode).toBe(201);
    }
    await createPost(t, seller.jar, { text: doc('Still for sale') });
    await t.pool.query(`update users set created_at = '2025-03-04T12:00:00Z' where id = $1`, [
      seller.user.id,
    ]);
    const later = await trustOf(viewer.jar, seller.user.id);
    const trust = later.res.json().trust;
    expect(trust).toMatchObject({ rating: { average: 4.5, count: 2 }, soldCount: 2, newAccount: false });
    expect(TRUST_MESSAGES.joined(trust.joinedAt)).toBe('Joined March 2025');
    // More ratings and sales cost no more statements.
    expect(later.statements).toBe(fresh.statements);
  });

  it('is read like a profile; nobody of another campus, and no id that is not a member, is found', async () => {
    const seller = await poster(t, 'Pia Public');
    const other = await memberOf(t, 'ut', 'utexas.edu', { fullName: 'Ute Other' });
    expect((await trustOf(other.jar, seller.user.id)).res.statusCode).toBe(200);
    expect((await trustOf(other.jar, other.user.id)).res.statusCode).toBe(404);
    expect((await trustOf(seller.jar, 'no-such-person')).res.statusCode).toBe(404);
  });
});
