import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '../../test/cookies';
import { poster } from '../../test/posts-helpers';
import { expectPostsThroughIndex, nodesOf } from '../../test/query-plans';
import { createTestContext, type TestContext } from '../../test/test-app';
import { soldPricesSql } from './books.repository';

let t: TestContext;
let jar: CookieJar;
const POSTS = 100_000;
const ISBN = '9780134685991';

async function planOf(query: ReturnType<typeof soldPricesSql>) {
  const { sql, params } = new PgDialect().sqlToQuery(query);
  const res = await t.pool.query(`explain (format json) ${sql}`, params);
  return nodesOf(res.rows[0]['QUERY PLAN'][0].Plan);
}

const history = async (query: string) =>
  (
    await t.request('ou', {
      method: 'GET',
      url: `/api/books/price-history?${query}`,
      headers: { cookie: jar.header },
    })
  ).json();

beforeAll(async () => {
  t = await createTestContext();
  const seller = await poster(t, 'Plan Seller');
  jar = seller.jar;
  // 100,000 posts, 1 in 20 sold, 1 in 50 a textbook of MATH 1914 with one of 100 ISBNs; then the
  // book of the tests: three sales this year ($18, $25, $30), one two years ago, one still for sale.
  await t.pool.query(
    `insert into posts (id, campus_id, user_id, plain_text, category, price_cents, status, sold_at,
       courses, course_keys, isbn13, created_at, last_modified)
     select gen_random_uuid(), 'ou', $1, 'Item ' || g, 'books, movies, & music', (g % 200) * 100,
       case when g % 20 = 0 then 'sold' else 'available' end,
       case when g % 20 = 0 then now() - (g % 300) * interval '1 day' end,
       case when g % 50 = 0 then array['MATH 1914'] else '{}' end,
       case when g % 50 = 0 then array['MATH1914'] else '{}' end,
       case when g % 50 = 0 then '97800000' || lpad((g % 100)::text, 5, '0') end,
       now() - g * interval '1 second', now() - g * interval '1 second'
     from generate_series(1, ${POSTS}) g`,
    [seller.user.id],
  );
  await t.pool.query(
    `insert into posts (id, campus_id, user_id, plain_text, category, price_cents, status, sold_at, courses, course_keys, isbn13)
     select gen_random_uuid(), 'ou', $1, 'Calculus: Early Transcendentals', 'books, movies, & music', p * 100,
       s, case when s = 'sold' then now() - d * interval '1 day' end, array['MATH 2924'], array['MATH2924'], $2
     from (values (18, 'sold', 10), (25, 'sold', 40), (30, 'sold', 100), (5, 'sold', 730), (99, 'available', 0)) v(p, s, d)`,
    [seller.user.id, ISBN],
  );
  await t.pool.query('vacuum analyze posts');
}, 180_000);

describe('the price history', () => {
  it('counts the sales of the last 12 months, lowest, highest and median', async () => {
    const sold = { history: { count: 3, lowCents: 1800, highCents: 3000, medianCents: 2500 } };
    expect(await history(`isbn=${ISBN}`)).toEqual(sold);
    // An ISBN-10 is the same book.
    expect(await history('isbn=0-13-468599-7')).toEqual(sold);
    // Without an ISBN: the course and a similar title.
    expect(await history('course=math-2924&title=Calculus%20Early%20Transcendentals')).toEqual(sold);
  });

  it('is shown only with at least 3 sales', async () => {
    await t.pool.query(
      `update posts set status = 'available', sold_at = null where price_cents = 3000 and isbn13 = $1`,
      [ISBN],
    );
    expect(await history(`isbn=${ISBN}`)).toEqual({ history: null });
    await t.pool.query(
      `update posts set status = 'sold', sold_at = now() where price_cents = 3000 and isbn13 = $1`,
      [ISBN],
    );
    expect((await history(`isbn=${ISBN}`)).history.count).toBe(3);
  });

  it('refuses a bad ISBN with its sentence', async () => {
    const res = await history('isbn=978-0-13-468599-2');
    expect(res.error.message).toMatch(/That ISBN doesn't look right/);
  });

  it('is one indexed query: no sequential scan of posts at 100,000 posts', async () => {
    for (const like of [
      { isbn13: ISBN },
      { courseKey: 'MATH2924', title: 'Calculus' },
      { courseKey: null, title: 'Calculus' },
    ]) {
      const nodes = await planOf(soldPricesSql('ou', like));
      const text = JSON.stringify(nodes.map((n) => [n['Node Type'], n['Relation Name'], n['Index Name']]));
      expectPostsThroughIndex(nodes, /Index|Bitmap/, /^posts_/, text);
    }
  });
});
