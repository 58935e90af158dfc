import type { ListingFilters } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { listingPlans } from '../../test/listing-plans';
import { poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { listFeed } from './posts.repository';

let t: TestContext;
const POSTS = 100_000;
const { analyze, plansOf, expectIndexedPage, expectFeedOnIndex, searchPlans } = listingPlans(
  () => t.pool,
  POSTS,
);

beforeAll(async () => {
  t = await createTestContext();
  const seller = await poster(t, 'Plan Planner');
  // One statement: 100,000 listings over a small vocabulary (1 in 1,000 a saxophone), prices $0–$199,
  // every condition, 1 in 40 sold, 1 in 10 by a member who is away; then the statistics a running campus has.
  await t.pool.query(
    `insert into posts (id, campus_id, user_id, plain_text, price_cents, condition, status, created_at, last_modified,
       author_away)
     select gen_random_uuid(), 'ou', $1,
       (array['desk','lamp','chair','bike','couch','table','phone','laptop','rug','mirror'])[1 + g % 10]
         || case when g % 1000 = 0 then ' saxophone' else '' end || ' ' || g,
       case when g % 9 = 0 then null else (g % 200) * 100 end,
       (array['new','like_new','good','fair','for_parts'])[1 + g % 5],
       case when g % 40 = 0 then 'sold' else 'available' end,
       now() - g * interval '1 second', now() - g * interval '1 second',
       g % 10 = 0
     from generate_series(1, ${POSTS}) g`,
    [seller.user.id],
  );
  await analyze();
}, 180_000);

const budget: Omit<ListingFilters, 'sort'> = { minPrice: 20, maxPrice: 50, conditions: ['like_new', 'good'] };

describe('the feed without filters, over 100,000 posts (EXPLAIN)', () => {
  // Away authors' posts are outside posts_feed_idx (its predicate), not rows read and then dropped.
  it.each([false, true])(
    'pages on posts_feed_idx with away left out by the index (after a cursor: %s)',
    async (paged) => {
      const plans = await plansOf((db) =>
        listFeed(
          db as never,
          'ou',
          null,
          25,
          paged ? { lastModified: new Date(), id: 'ffffffff-ffff-7fff-bfff-ffffffffffff' } : undefined,
        ),
      );
      const scan = plans[0]!.find((n) => n['Index Name'] === 'posts_feed_idx');
      expect(scan, JSON.stringify(plans[0])).toBeDefined();
      expect(scan!.Filter ?? '').not.toMatch(/author_away/);
      expectIndexedPage(plans[0]!, /posts_feed_idx/);
    },
  );
});

describe('each order under filters, over 100,000 posts (EXPLAIN)', () => {
  it.each([
    ['newest', /posts_feed_idx/],
    ['price_asc', /posts_price_idx/],
    ['price_desc', /posts_price_idx/],
  ] as const)('the feed by %s pages on its index', async (sort, index) => {
    await expectFeedOnIndex(budget, sort, index, 3000);
  });

  it.each([
    ['newest', 'desk', /posts_campus_date_idx/],
    ['price_asc', 'desk', /posts_price_idx/],
    ['price_desc', 'desk', /posts_price_idx/],
    ['best', 'desk saxophone', /posts_search_words_idx/],
    ['newest', 'saxophone', /posts_search_words_idx/],
    ['price_asc', 'saxophone', /posts_search_words_idx/],
  ] as const)('search by %s for %j reads an index', async (sort, text, index) => {
    const plans = await searchPlans(budget, sort, text);
    // The first statement reads the query's words (search_lexemes); the second the hits.
    expectIndexedPage(plans[1]!, index);
  });
});
