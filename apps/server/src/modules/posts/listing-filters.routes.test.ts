import { FILTER_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { editPost } from '../../test/marketplace-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let seller: Awaited<ReturnType<typeof poster>>;
let reader: Awaited<ReturnType<typeof poster>>;

type Page = {
  posts: { id: string; plainText: string; priceCents: number | null }[];
  nextCursor: string | null;
};
const get = async (url: string, jar: CookieJar = reader.jar) => {
  const res = await send(t, 'GET', url, jar);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page & { correction?: { searched: string; typed: string } | null };
};
/** Every page of a list, following its cursors. */
async function allPages(url: string): Promise<Page['posts']> {
  const out: Page['posts'] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await get(`${url}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    out.push(...page.posts.filter((p) => !('isSponsored' in p) || !p.isSponsored));
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

beforeAll(async () => {
  t = await createTestContext();
  seller = await poster(t, 'Fiona Filters');
  reader = await poster(t, 'Rory Reader');
  // Three hundred priced listings (prices repeat, so ties are broken by id) and a few without a price.
  await t.pool.query(
    `insert into posts (id, campus_id, user_id, plain_text, price_cents, condition, created_at, last_modified)
     select gen_random_uuid(), 'ou', $1, 'Quokka lamp number ' || g, (g % 12) * 500,
       (array['new','like_new','good','fair','for_parts'])[1 + g % 5],
       now() - g * interval '1 minute', now() - g * interval '1 minute'
     from generate_series(1, 300) g`,
    [seller.user.id],
  );
  await t.pool.query(
    `insert into posts (id, campus_id, user_id, plain_text) select gen_random_uuid(), 'ou', $1, 'Quokka chat ' || g
     from generate_series(1, 3) g`,
    [seller.user.id],
  );
});

describe('condition on a listing', () => {
  it('is chosen with a price, kept on edit, searchable, and dropped without a price', async () => {
    const chair = await createPost(t, seller.jar, {
      text: doc('Wobbly wallaby chair'),
      price: 0,
      condition: 'for_parts',
    });
    expect(chair).toMatchObject({ priceCents: 0, condition: 'for_parts' });
    const bad = await send(t, 'POST', '/api/posts', seller.jar, {
      text: doc('Wallaby'),
      price: 5,
      condition: 'mint',
      uploadIds: [],
    });
    expect(bad.statusCode).toBe(400);
    const noPrice = await createPost(t, seller.jar, { text: doc('Wallaby talk'), condition: 'new' });
    expect(noPrice.condition).toBeNull();
    // The condition's words are searchable, with the category.
    expect((await get('/api/search?q=wallaby%20parts')).posts.map((p) => p.id)).toEqual([chair.id]);
    const edited = await editPost(t, seller.jar, chair.id, {
      text: doc('Wobbly wallaby chair'),
      price: 10,
      condition: 'like_new',
    });
    expect(edited.json()).toMatchObject({ priceCents: 1000, condition: 'like_new' });
    expect((await get('/api/search?q=wallaby%20like%20new')).posts.map((p) => p.id)).toEqual([chair.id]);
    expect((await get('/api/search?q=wallaby%20parts')).posts).toEqual([]);
  });
});

describe('feed filters and orders', () => {
  it('pages each order by its key: price ties by id, every listing once, only those in range', async () => {
    const inRange = (p: { priceCents: number | null }) =>
      p.priceCents !== null && p.priceCents >= 1000 && p.priceCents <= 4000;
    const asc = await allPages('/api/feed?minPrice=10&maxPrice=40&condition=good,like_new&sort=price_asc');
    expect(asc.length).toBeGreaterThan(15);
    expect(asc.every(inRange)).toBe(true);
    expect(new Set(asc.map((p) => p.id)).size).toBe(asc.length);
    const prices = asc.map((p) => p.priceCents!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await allPages('/api/feed?minPrice=10&maxPrice=40&condition=good,like_new&sort=price_desc');
    expect(desc.map((p) => p.priceCents)).toEqual([...prices].reverse());
    expect(new Set(desc.map((p) => p.id))).toEqual(new Set(asc.map((p) => p.id)));
    // Newest (the default) under the same filters: the same listings, newest first.
    const newest = await allPages('/api/feed?minPrice=10&maxPrice=40&condition=good,like_new');
    expect(new Set(newest.map((p) => p.id))).toEqual(new Set(asc.map((p) => p.id)));
    // Free only; a price order lists priced posts only.
    const free = await allPages('/api/feed?free=true');
    expect(free.length).toBeGreaterThan(0);
    expect(free.every((p) => p.priceCents === 0)).toBe(true);
    const byPrice = await allPages('/api/feed?sort=price_desc');
    expect(byPrice.every((p) => p.priceCents !== null)).toBe(true);
    expect(byPrice.length).toBeGreaterThanOrEqual(300);
  });

  it.each([
    ['?minPrice=50&maxPrice=20', FILTER_MESSAGES.minAboveMax],
    ['?minPrice=-5', FILTER_MESSAGES.priceNegative],
    ['?maxPrice=cheap', FILTER_MESSAGES.priceNotNumber],
    ['?condition=good,mint', FILTER_MESSAGES.unknownCondition],
    ['?sort=best', FILTER_MESSAGES.unknownSort],
    ['?sort=random', FILTER_MESSAGES.unknownSort],
    ['?category=spaceships', FILTER_MESSAGES.unknownCategory],
    ['?free=true&minPrice=20', FILTER_MESSAGES.freeWithMinPrice],
  ])('refuses %s with its sentence', async (query, message) => {
    const res = await send(t, 'GET', `/api/feed${query}`, reader.jar);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    const search = await send(t, 'GET', `/api/search?q=quokka&${query.slice(1)}`, reader.jar);
    if (query !== '?sort=best') {
      expect(search.statusCode).toBe(400);
      expect(search.json().error.message).toBe(message);
    } else expect(search.statusCode).toBe(200);
  });

  it('refuses a cursor of another order', async () => {
    const page = await get('/api/feed?sort=price_asc');
    expect(page.nextCursor).not.toBeNull();
    const res = await send(t, 'GET', `/api/feed?cursor=${page.nextCursor}`, reader.jar);
    expect(res.statusCode).toBe(400);
  });
});

describe('search filters, orders and corrections', () => {
  it('filters and orders hits, pages each order, and says which word stood in for a typo', async () => {
    const asc = await allPages(
      '/api/search?q=quokka&minPrice=20&maxPrice=50&condition=good,like_new,new&sort=price_asc',
    );
    expect(asc.length).toBeGreaterThan(10);
    const prices = asc.map((p) => p.priceCents!);
    expect(prices.every((c) => c >= 2000 && c <= 5000)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await allPages(
      '/api/search?q=quokka&minPrice=20&maxPrice=50&condition=good,like_new,new&sort=price_desc',
    );
    expect(desc.map((p) => p.priceCents)).toEqual([...prices].reverse());
    // A misspelling under a price filter: found, and the page is told which word was used.
    const typo = await get('/api/search?q=quokkka%20lamp&maxPrice=20');
    expect(typo.posts.length).toBeGreaterThan(0);
    expect(typo.posts.every((p) => p.priceCents !== null && p.priceCents <= 2000)).toBe(true);
    expect(typo.correction).toEqual({ searched: 'quokka lamp', typed: 'quokkka lamp' });
    expect((await get('/api/search?q=quokkka&exact=true')).posts).toEqual([]);
    expect((await get('/api/search?q=quokka')).correction).toBeNull();
  });

  it('ranks matches in the text above newer ones by category in Best match, and pages it', async () => {
    const exact = await createPost(t, seller.jar, { text: doc('Decor numbat poster'), price: 3 });
    const byCategory = await createPost(t, seller.jar, {
      text: doc('A numbat poster'),
      category: 'home decor',
      price: 4,
    });
    const newest = await get('/api/search?q=numbat%20decor');
    expect(newest.posts.map((p) => p.id)).toEqual([byCategory.id, exact.id]);
    const best = await allPages('/api/search?q=numbat%20decor&sort=best');
    expect(best.map((p) => p.id)).toEqual([exact.id, byCategory.id]);
  });

  it('documents every filter parameter in the OpenAPI document', async () => {
    const res = await t.request('localhost', { method: 'GET', url: '/api/openapi.json' });
    const doc = res.json();
    for (const path of ['/api/feed', '/api/search']) {
      const names = doc.paths[path].get.parameters.map((p: { name: string }) => p.name);
      expect(names).toEqual(
        expect.arrayContaining(['category', 'minPrice', 'maxPrice', 'free', 'condition', 'sort', 'showSold']),
      );
    }
  });
});
