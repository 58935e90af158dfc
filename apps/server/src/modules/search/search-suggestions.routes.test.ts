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

  it('gives the same suggestions whatever the order of two words', async () => {
    await createPost(t, seller.jar, { text: doc('Quartzite blue vase') });
    const one = (await get('/api/search/suggestions?q=vase%20quartz')).json().suggestions;
    const other = (await get('/api/search/suggestions?q=quartz%20vase')).json().suggestions;
    expect(one).toEqual(['Quartzite blue vase']);
    expect(other).toEqual(one);
  });
});

describe('search corrections', () => {
  it("corrects a word only into a listing's word, never into a member's name", async () => {
    const sofia = await poster(t, 'Sofia Nguyen');
    await createPost(t, sofia.jar, { text: doc('Walnut desk lamp') });
    const sofa = await get('/api/search?q=sofa');
    expect(sofa.json()).toMatchObject({ posts: [], correction: null });
    // Her name still finds her posts when typed, and a typo of a listing word is still corrected.
    expect(texts(await get('/api/search?q=sofia'))).toContain('Walnut desk lamp');
    const typo = await get('/api/search?q=walnit');
    expect(texts(typo)).toContain('Walnut desk lamp');
    expect(typo.json().correction).not.toBeNull();
  });
});
