import { HOUSING_FILTER_MESSAGES, HOUSING_MESSAGES } from '@campus/domain';
import { SUBLET as sublet } from '@campus/domain/test-support';
import { beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/ads-helpers';
import { editPost } from '../../test/marketplace-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let lister: Awaited<ReturnType<typeof poster>>;
let student: Awaited<ReturnType<typeof poster>>;
const HOUSING = 'housing & apartments';

type Page = { posts: { id: string; priceCents: number | null }[]; nextCursor: string | null };

/** Every page of a list (a page size of 25 then 15), following its cursors. */
async function allIds(url: string): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await send(
      t,
      'GET',
      `${url}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      student.jar,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page;
    out.push(...page.posts.map((p) => p.id));
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

let furnishedSublet: { id: string };

/** The lister's whole-place listing at `price` a month, free from `availableFrom`. */
const wholePlace = (text: string, price: number, availableFrom: string) =>
  createPost(t, lister.jar, {
    text: doc(text),
    category: HOUSING,
    price,
    housing: { kind: 'whole_place', availableFrom },
  });

beforeAll(async () => {
  t = await createTestContext();
  lister = await poster(t, 'Harper Housing');
  student = await poster(t, 'Sam Student');
  furnishedSublet = await createPost(t, lister.jar, {
    text: doc('Sublet near the stadium'),
    category: HOUSING,
    price: 650,
    housing: sublet,
  });
  // 120 more housing posts with dates and rents spread out, so every order pages past its first page.
  await t.pool.query(
    `insert into posts (id, campus_id, user_id, plain_text, category, price_cents, housing_kind, available_from,
       available_until, bedrooms, furnished, created_at, last_modified)
     select gen_random_uuid(), 'ou', $1, 'Room ' || g, 'housing & apartments', (400 + g % 7 * 50) * 100,
       (array['sublet','room','whole_place'])[1 + g % 3], date '2027-01-01' + (g % 20),
       case when g % 4 = 0 then null else date '2027-01-01' + 30 + g % 90 end, g % 4, g % 2 = 0,
       now() - g * interval '1 minute', now() - g * interval '1 minute'
     from generate_series(1, 120) g`,
    [lister.user.id],
  );
});

describe('housing details on a post', () => {
  it('are kept and shown, with dates as written whatever the time zone', async () => {
    const res = await send(t, 'GET', `/api/posts/${furnishedSublet.id}`, student.jar);
    expect(res.json().post).toMatchObject({
      priceCents: 65_000,
      housing: { ...sublet, area: 'Campus Corner' },
    });
  });

  it('gives Looking for a roommate a budget instead of rent', async () => {
    const post = await createPost(t, lister.jar, {
      text: doc('Roommate wanted'),
      category: HOUSING,
      price: 700,
      upTo: 700,
      housing: { kind: 'roommate', availableFrom: '2027-08-01' },
    });
    expect(post).toMatchObject({ priceCents: null, upToCents: 70_000, housing: { kind: 'roommate' } });
  });

  it('refuses bad details with their sentence, and details outside the category', async () => {
    for (const [housing, message, category] of [
      [{ ...sublet, availableUntil: '2027-01-01' }, HOUSING_MESSAGES.untilBeforeFrom, HOUSING],
      [{ ...sublet, availableFrom: '2027-02-30' }, HOUSING_MESSAGES.dateInvalid, HOUSING],
      [{ ...sublet, bedrooms: -1 }, HOUSING_MESSAGES.bedroomsInvalid, HOUSING],
      [{ ...sublet, kind: 'castle' }, HOUSING_MESSAGES.kindUnknown, HOUSING],
      [sublet, HOUSING_MESSAGES.notHousing, 'furniture'],
    ] as const) {
      const res = await send(t, 'POST', '/api/posts', lister.jar, {
        text: doc('Bad housing'),
        category,
        price: 500,
        housing,
        uploadIds: [],
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'invalid_housing', message } });
    }
  });

  it('refuses hostile details with a 4xx, never a 5xx', async () => {
    for (const housing of [
      { ...sublet, availableFrom: "2027-01-05'; drop table posts; --" },
      { ...sublet, availableFrom: '2027-01-05T00:00:00Z' },
      { ...sublet, availableFrom: '99999-01-01' },
      { ...sublet, bedrooms: 1e308 },
      { ...sublet, bathrooms: -0.5 },
      { ...sublet, area: 'Campus\u0000Corner' },
      { ...sublet, area: 'x'.repeat(1001) },
      { ...sublet, kind: { $ne: null } },
      { ...sublet, furnished: 'yes' },
      'sublet',
      [sublet],
    ]) {
      const res = await send(t, 'POST', '/api/posts', lister.jar, {
        text: doc('Hostile housing'),
        category: HOUSING,
        price: 500,
        housing,
        uploadIds: [],
      });
      expect(res.statusCode, JSON.stringify(housing).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
  });

  it('are changed on Edit, kept when not sent, and cleared when the category changes', async () => {
    const post = await wholePlace('Whole place', 900, '2027-06-01');
    const changed = await editPost(t, lister.jar, post.id, {
      text: doc('Whole place'),
      category: HOUSING,
      price: 950,
      housing: { kind: 'whole_place', availableFrom: '2027-06-15', bedrooms: 2, furnished: true },
    });
    expect(changed.json()).toMatchObject({
      housing: { availableFrom: '2027-06-15', bedrooms: 2, furnished: true },
    });
    const kept = await editPost(t, lister.jar, post.id, {
      text: doc('Whole place!'),
      category: HOUSING,
      price: 950,
    });
    expect(kept.json()).toMatchObject({ housing: { availableFrom: '2027-06-15' } });
    const moved = await editPost(t, lister.jar, post.id, {
      text: doc('A couch'),
      category: 'furniture',
      price: 50,
    });
    expect(moved.json().housing).toBeUndefined();
  });
});

describe('housing filters', () => {
  it('Move in by and the rent range find the sublet under every order, in feed and search', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc']) {
      const q = `category=housing%20%26%20apartments&maxPrice=700&sort=${sort}`;
      expect(await allIds(`/api/feed?${q}&moveInBy=2027-01-10`)).toContain(furnishedSublet.id);
      expect(await allIds(`/api/feed?${q}&moveInBy=2027-01-02`)).not.toContain(furnishedSublet.id);
      expect(await allIds(`/api/search?q=sublet&${q}&moveInBy=2027-01-10`)).toContain(furnishedSublet.id);
      expect(await allIds(`/api/search?q=sublet&${q}&moveInBy=2027-01-02`)).not.toContain(furnishedSublet.id);
    }
  });

  it('pages every matching post once, matching the rows by hand, under every order', async () => {
    const { rows } = await t.pool.query(
      `select id from posts where housing_kind is not null and available_from <= '2027-01-10'
         and (available_until is null or available_until >= '2027-01-10') and price_cents between 40000 and 60000
         and bedrooms >= 1`,
    );
    const expected = rows.map((r) => r.id).sort();
    // More than a first page (25), so the cursor is followed under each order.
    expect(expected.length).toBeGreaterThan(25);
    for (const sort of ['newest', 'price_asc', 'price_desc']) {
      const ids = await allIds(
        `/api/feed?category=housing%20%26%20apartments&minPrice=400&maxPrice=600&moveInBy=2027-01-10&minBedrooms=1&sort=${sort}`,
      );
      expect(ids.length).toBe(new Set(ids).size);
      expect([...ids].sort()).toEqual(expected);
    }
    const narrow = await allIds(
      '/api/feed?category=housing%20%26%20apartments&moveInBy=2027-01-10&housingKind=sublet&minBedrooms=1&furnished=true',
    );
    const { rows: sublets } = await t.pool.query(
      `select id from posts where housing_kind = 'sublet' and available_from <= '2027-01-10'
         and (available_until is null or available_until >= '2027-01-10') and bedrooms >= 1 and furnished`,
    );
    expect([...narrow].sort()).toEqual(sublets.map((r) => r.id).sort());
    expect(narrow).toContain(furnishedSublet.id);
  });

  it('refuses bad values with a sentence', async () => {
    for (const [query, message] of [
      ['moveInBy=2027-13-01', HOUSING_FILTER_MESSAGES.moveInByInvalid],
      ['moveInBy=tomorrow', HOUSING_FILTER_MESSAGES.moveInByInvalid],
      ['housingKind=castle', HOUSING_FILTER_MESSAGES.kindInvalid],
      ['minBedrooms=-1', HOUSING_FILTER_MESSAGES.minBedroomsInvalid],
      ['minBedrooms=99', HOUSING_FILTER_MESSAGES.minBedroomsInvalid],
    ]) {
      const res = await send(t, 'GET', `/api/feed?${query}`, student.jar);
      expect(res.statusCode, query).toBe(400);
      expect(res.body).toContain(message);
    }
  });
});

describe('housing details elsewhere', () => {
  it('are in the data export, dates as written', async () => {
    const res = await send(t, 'GET', '/api/me/data', lister.jar);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().posts.find((p: { id: string }) => p.id === furnishedSublet.id);
    expect(row).toMatchObject({
      housing_kind: 'sublet',
      available_from: '2027-01-05',
      available_until: '2027-05-15',
      bedrooms: 1,
      bathrooms: 1,
      furnished: true,
      utilities_included: false,
      housing_area: 'Campus Corner',
    });
  });

  it('says on the post page when the rent is at most half the campus median', async () => {
    // The campus's 121 housing listings rent for $400–$700 a month.
    const cheap = await wholePlace('Whole house, cheap', 150, '2027-01-05');
    const page = async (id: string) => (await send(t, 'GET', `/api/posts/${id}`, student.jar)).json().post;
    expect((await page(cheap.id)).rentFarBelowMedian).toBe(true);
    expect((await page(furnishedSublet.id)).rentFarBelowMedian).toBe(false);
  });
});
