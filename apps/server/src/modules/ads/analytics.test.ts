import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, verifiedUser } from '../../test/accounts-helpers';
import { boostAndPay, send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { countQueries, createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { trackPostAnalytics } from './analytics.service';

const STAFF = 'staff.member@example.com';
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ ANALYTICS_EXCLUDED_EMAILS: `other@example.com, ${STAFF.toUpperCase()}` });
});

function track(
  actionType: string,
  postId: string,
  opts: { session?: string; ip?: string; jar?: CookieJar } = {},
) {
  return t.request('ou', {
    method: 'POST',
    url: '/api/analytics',
    remoteAddress: opts.ip ?? '203.0.113.7',
    payload: { actionType, postId, pageSessionId: opts.session ?? crypto.randomUUID() },
    headers: {
      origin: `http://ou.${new URL(t.config.PUBLIC_URL).host}`,
      ...(opts.jar ? { cookie: opts.jar.header } : {}),
    },
  });
}

async function counters(postId: string) {
  const { rows } = await t.pool.query(
    `select views, accounts_reached, direct_messages, copied_link, external_link_clicks, profile_visits
       from posts where id = $1`,
    [postId],
  );
  return rows[0];
}

describe('POST /api/analytics', () => {
  it('counts each action once per page session, viewers once, and never stores the IP', async () => {
    const owner = await poster(t);
    const item = await createPost(t, owner.jar, { text: doc('Guitar') });
    await boostAndPay(t, owner.jar, item.id);
    const pageA = crypto.randomUUID();
    for (let i = 0; i < 3; i++)
      expect((await track('view', item.id, { session: pageA })).statusCode).toBe(204);
    await track('external_link_click', item.id, { session: pageA });
    await track('external_link_click', item.id, { session: pageA });
    await track('view', item.id); // another page load, same guest
    await track('view', item.id, { ip: '198.51.100.9' }); // another guest
    const reader = await memberOf(t);
    await track('copied_link', item.id, { jar: reader.jar, ip: '198.51.100.9' });
    await track('profile_visit', item.id, { jar: reader.jar });
    await track('direct_message', item.id, { jar: reader.jar });
    expect(await counters(item.id)).toEqual({
      views: 3,
      accounts_reached: 3,
      direct_messages: 1,
      copied_link: 1,
      external_link_clicks: 1,
      profile_visits: 1,
    });
    const ad = (await send(t, 'GET', `/api/ads/${await adIdOf(item.id)}`, owner.jar)).json();
    expect(ad.analytics).toEqual({
      views: 3,
      accountsReached: 3,
      directMessages: 1,
      copiedLink: 1,
      externalLinkClicks: 1,
      profileVisits: 1,
    });
    const stored = await t.pool.query(
      `select viewer_key from ad_analytics_actions union all select viewer_key from ad_reach`,
    );
    for (const row of stored.rows) {
      expect(row.viewer_key).not.toContain('203.0.113.7');
      expect(row.viewer_key).not.toContain('198.51.100.9');
      expect(row.viewer_key).not.toContain(reader.user.id);
    }
  });

  it('counts nothing while the ad is not active, for staff, for the owner, or for a post without an ad, and still answers 204', async () => {
    const owner = await poster(t);
    const item = await createPost(t, owner.jar, { text: doc('Paused thing') });
    const plain = await createPost(t, owner.jar, { text: doc('Never boosted') });
    const { adId } = await boostAndPay(t, owner.jar, item.id);
    await send(t, 'POST', `/api/ads/${adId}/pause`, owner.jar);
    expect((await track('view', item.id)).statusCode).toBe(204);
    expect((await track('view', plain.id)).statusCode).toBe(204);
    expect((await track('view', crypto.randomUUID())).statusCode).toBe(204);
    await send(t, 'POST', `/api/ads/${adId}/resume`, owner.jar);
    const staff = await verifiedUser(t, { email: STAFF });
    await track('view', item.id, { jar: staff.jar });
    await track('view', item.id, { jar: owner.jar });
    expect(await counters(item.id)).toMatchObject({ views: 0, accounts_reached: 0 });
    expect(await counters(plain.id)).toMatchObject({ views: 0 });
    await t.pool.query(`update ads set end_time_adjusted = now() - interval '1 second' where id = $1`, [
      adId,
    ]);
    await track('view', item.id);
    expect(await counters(item.id)).toMatchObject({ views: 0 });
    expect((await track('like', item.id)).statusCode).toBe(400);
  });
});

describe('trackPostAnalytics', () => {
  it('stops counting a viewer past the per-viewer limit, whatever page-session ids they send', async () => {
    const owner = await poster(t);
    const item = await createPost(t, owner.jar, { text: doc('Limited') });
    await boostAndPay(t, owner.jar, item.id);
    const deps = {
      db: t.db,
      secret: 'test-secret',
      excludedEmails: [],
      bus: t.bus,
      perViewer: { max: 2, windowMs: 60_000 },
    };
    for (let i = 0; i < 5; i++) {
      const body = { actionType: 'view' as const, postId: item.id, pageSessionId: crypto.randomUUID() };
      await trackPostAnalytics(deps, body, null, '192.0.2.44', t.app.log);
    }
    expect(await counters(item.id)).toMatchObject({ views: 2, accounts_reached: 1 });
    const keys = await t.pool.query(`select key from rate_limits where key like 'analytics:%'`);
    for (const row of keys.rows) expect(row.key).not.toContain('192.0.2.44');
  });
});

async function adIdOf(postId: string): Promise<string> {
  const { rows } = await t.pool.query('select ad_id from posts where id = $1', [postId]);
  return rows[0].ad_id;
}

describe('sponsored posts in the feed', () => {
  it('follow every 4th post, rotating through active ads across pages, in a fixed number of queries', async () => {
    const ctx = await createTestContext();
    const owner = await poster(ctx);
    const reader = await memberOf(ctx);
    const feed = async (cursor?: string) =>
      (
        await ctx.request('ou', {
          method: 'GET',
          url: `/api/feed${cursor ? `?cursor=${cursor}` : ''}`,
          headers: { cookie: reader.jar.header },
        })
      ).json();
    for (let i = 0; i < 3; i++) await createPost(ctx, owner.jar, { text: doc(`Post ${i}`) });
    const before = await countQueries(ctx.pool, () => feed());

    const soon = await createPost(ctx, owner.jar, { text: doc('Ends soon') });
    const later = await createPost(ctx, owner.jar, { text: doc('Ends later') });
    const soonAd = await boostAndPay(ctx, owner.jar, soon.id, {
      goal: 'website',
      url: 'https://www.shop.com',
      label: 'Shop Now',
    });
    await boostAndPay(ctx, owner.jar, later.id, { days: 5 });
    const stopped = await createPost(ctx, owner.jar, { text: doc('Stopped') });
    const stoppedAd = await boostAndPay(ctx, owner.jar, stopped.id);
    await send(ctx, 'POST', `/api/ads/${stoppedAd.adId}/stop`, owner.jar);
    for (let i = 3; i < 30; i++) await createPost(ctx, owner.jar, { text: doc(`Post ${i}`) });
    // 30 + 3 boosted = 33 regular posts (+1 'new user' posts of the two members).

    const page1 = await feed();
    const kinds = page1.posts.map((p: { isSponsored: boolean; id: string }) =>
      p.isSponsored ? (p.id === soon.id ? 'S' : p.id === later.id ? 'L' : '?') : '.',
    );
    // Each ad once per page: the slots after the 12th, 16th … post stay empty.
    expect(kinds.join('')).toBe(`....S....L${'.'.repeat(17)}`);
    const sponsored = page1.posts.find((p: { isSponsored: boolean }) => p.isSponsored);
    expect(sponsored).toMatchObject({
      id: soon.id,
      adId: soonAd.adId,
      ad: { id: soonAd.adId, status: 'active' },
      cta: { type: 'website', url: 'https://www.shop.com', label: 'Shop Now' },
    });
    const page2 = await feed(page1.nextCursor);
    const kinds2 = page2.posts.map((p: { isSponsored: boolean; id: string }) =>
      p.isSponsored ? (p.id === soon.id ? 'S' : 'L') : '.',
    );
    // Posts 26–28 then the 7th slot (S), 29–32 then the 8th (L): the rotation goes on, once each.
    expect(kinds2.join('')).toBe('...S....L...');
    const after = await countQueries(ctx.pool, () => feed());
    expect(after).toBe(before);
  }, 60_000);
});

describe('a sponsored post on a page of the feed', () => {
  type FeedPost = { id: string; isSponsored: boolean; category: string | null };
  it('shows at most once per page, and only in a feed filtered to its category', async () => {
    const ctx = await createTestContext();
    const owner = await poster(ctx);
    const reader = await memberOf(ctx);
    const feed = async (query: string) => {
      const res = await ctx.request('ou', {
        method: 'GET',
        url: `/api/feed${query}`,
        headers: { cookie: reader.jar.header },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { posts: FeedPost[]; nextCursor: string | null };
    };
    const lego = await createPost(ctx, owner.jar, {
      text: doc('LEGO set'),
      category: 'toys, games, & hobbies',
      price: 40,
    });
    await boostAndPay(ctx, owner.jar, lego.id, { days: 5 });
    for (let i = 0; i < 45; i++)
      await createPost(ctx, owner.jar, { text: doc(`Chair ${i}`), category: 'furniture', price: 10 });

    // 46 posts with one ad: the first page (25) and the next (15) each show it once, not every 5th item.
    const first = await feed('');
    expect(first.posts.filter((p) => p.id === lego.id)).toHaveLength(1);
    expect(first.posts.findIndex((p) => p.isSponsored)).toBe(4);
    const second = await feed(`?cursor=${first.nextCursor}`);
    expect(second.posts.filter((p) => p.id === lego.id)).toHaveLength(1);

    // A Furniture feed never shows the toy; a Toys feed shows it once, as its own post.
    let cursor: string | null = '';
    for (let page = 0; page < 3 && cursor !== null; page++) {
      const furniture = await feed(`?category=furniture${cursor ? `&cursor=${cursor}` : ''}`);
      expect(furniture.posts.every((p) => p.category === 'furniture')).toBe(true);
      cursor = furniture.nextCursor;
    }
    const toys = await feed(`?category=${encodeURIComponent('toys, games, & hobbies')}`);
    expect(toys.posts.map((p) => p.id)).toEqual([lego.id]);
  }, 60_000);
});
