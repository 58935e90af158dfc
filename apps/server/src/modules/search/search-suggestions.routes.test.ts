// Suggestions follow the search's own visibility: a sold post is not suggested (Show sold is off).
import { beforeAll, describe, expect, it } from 'vitest';
import { setStatus } from '../../test/marketplace-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let seller: Awaited<ReturnType<typeof poster>>;

/** Reads as the seller (OU is a private campus: guests may not read it). */
const get = (url: string) => t.request('ou', { method: 'GET', url, headers: { cookie: seller.jar.header } });
const texts = (res: { json(): { posts: { plainText: string }[] } }) =>
  res.json().posts.map((p) => p.plainText);

beforeAll(async () => {
  t = await createTestContext();
  seller = await poster(t);
});

describe('search suggestions', () => {
  it('suggests only posts a search shows: not sold ones, and each suggestion finds its post', async () => {
    const lego = await createPost(t, seller.jar, { text: doc('Zorblax castle set') });
    await createPost(t, seller.jar, { text: doc('Zorblax racing kit') });
    expect((await setStatus(t, seller.jar, lego.id, { status: 'sold' })).statusCode).toBe(200);
    const suggested = (await get('/api/search/suggestions?q=zorbl')).json().suggestions;
    expect(suggested).toEqual(['Zorblax racing kit']);
    for (const text of suggested)
      expect(texts(await get(`/api/search?q=${encodeURIComponent(text)}`))).toContain(text);
    // Sold posts are still found with Show sold; the suggestion list is the default search's.
    expect(texts(await get('/api/search?q=zorblax&showSold=true'))).toContain('Zorblax castle set');
  });
});
