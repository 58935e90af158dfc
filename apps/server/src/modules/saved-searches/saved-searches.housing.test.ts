import { beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { notificationsOf } from '../../test/marketplace-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const alerts = async (jar: CookieJar) =>
  (await notificationsOf(t, jar)).filter((n) => n.type === 'saved search');
const HOUSING = 'housing & apartments';
const place = (availableFrom: string, more: Record<string, unknown> = {}) => ({
  kind: 'sublet',
  availableFrom,
  availableUntil: '2027-05-15',
  bedrooms: 1,
  furnished: true,
  ...more,
});

describe('saved searches with housing filters', () => {
  it('keep Move in by, kind, bedrooms and furnished, and alert only for a place that passes them', async () => {
    const searcher = await poster(t, 'Hana Hunter');
    const author = await poster(t, 'Lou Lister');
    const saved = await send(t, 'POST', '/api/me/saved-searches', searcher.jar, {
      q: 'sublet',
      category: HOUSING,
      maxPrice: '700',
      moveInBy: '2027-01-10',
      housingKind: 'sublet',
      minBedrooms: '1',
      furnished: 'true',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().search.filters).toEqual({
      category: HOUSING,
      maxPrice: 700,
      moveInBy: '2027-01-10',
      housingKind: 'sublet',
      minBedrooms: 1,
      furnished: true,
    });
    const bad = await send(t, 'POST', '/api/me/saved-searches', searcher.jar, {
      q: 'sublet',
      moveInBy: 'soon',
    });
    expect(bad.statusCode).toBe(400);

    const listing = (housing: Record<string, unknown>) =>
      createPost(t, author.jar, { text: doc('Sublet downtown'), category: HOUSING, price: 650, housing });
    await listing(place('2027-01-15')); // not yet available on Jan 10
    await listing(place('2027-01-05', { availableUntil: '2027-01-08' })); // gone by then
    await listing(place('2027-01-05', { furnished: false }));
    await listing(place('2027-01-05', { bedrooms: 0 }));
    await listing(place('2027-01-05', { kind: 'room' }));
    expect(await alerts(searcher.jar)).toEqual([]);
    const match = await listing(place('2027-01-05'));
    expect(await alerts(searcher.jar)).toEqual([expect.objectContaining({ postId: match.id })]);
  });
});
