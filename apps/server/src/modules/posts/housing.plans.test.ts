import type { ListingFilters } from '@campus/domain';
import { beforeAll, describe, it } from 'vitest';
import { listingPlans } from '../../test/listing-plans';
import { poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
const POSTS = 100_000;
const { analyze, expectIndexedPage, expectFeedOnIndex, searchPlans } = listingPlans(() => t.pool, POSTS);

beforeAll(async () => {
  t = await createTestContext();
  const seller = await poster(t, 'Plan Planner');
  // 100,000 posts, 1 in 20 a housing listing with dates, rooms and rent spread out.
  await t.pool.query(
    `insert into posts (id, campus_id, user_id, plain_text, category, price_cents, housing_kind, available_from,
       available_until, bedrooms, furnished, created_at, last_modified)
     select gen_random_uuid(), 'ou', $1,
       (array['desk','lamp','room','sublet','couch'])[1 + g % 5] || ' ' || g,
       case when g % 20 = 0 then 'housing & apartments' else 'furniture' end,
       case when g % 9 = 0 then null else (g % 200) * 1000 end,
       case when g % 20 = 0 then (array['sublet','room','whole_place','roommate'])[1 + g / 20 % 4] end,
       case when g % 20 = 0 then date '2027-01-01' + (g / 20 % 200) end,
       case when g % 20 = 0 and g % 3 > 0 then date '2027-01-01' + 200 + (g % 100) end,
       case when g % 20 = 0 then g / 20 % 5 end,
       g % 40 = 0,
       now() - g * interval '1 second', now() - g * interval '1 second'
     from generate_series(1, ${POSTS}) g`,
    [seller.user.id],
  );
  await analyze();
}, 180_000);

const housing: Omit<ListingFilters, 'sort'> = {
  category: 'housing & apartments',
  maxPrice: 700,
  moveInBy: '2027-01-10',
  minBedrooms: 1,
  furnished: true,
};

describe('housing filters over 100,000 posts (EXPLAIN)', () => {
  it.each([
    ['newest', /posts_housing_idx/],
    ['price_asc', /posts_price_idx|posts_housing_idx/],
    ['price_desc', /posts_price_idx|posts_housing_idx/],
  ] as const)('the feed by %s pages on an index', async (sort, index) => {
    await expectFeedOnIndex(housing, sort, index, 30000);
  });

  it.each([
    ['newest', 'sublet'],
    ['price_asc', 'sublet'],
  ] as const)('search by %s for %j reads an index', async (sort, text) => {
    const plans = await searchPlans(housing, sort, text);
    expectIndexedPage(plans[1]!, /posts_/);
  });
});
