// A client key belongs to one submission of one content: the same key with other content (a draft
// restored in a second tab, then changed) is refused, and nothing is written; the same content again
// is answered with the first post, once.
import { randomUUID } from 'node:crypto';
import { INPUT_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/accounts-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const rows = async (where: string, params: unknown[]) =>
  (
    await t.pool.query<{ n: number }>(
      `select count(*)::int as n from posts where type = 'post' and ${where}`,
      params,
    )
  ).rows[0]!.n;

describe('a post whose client key comes back with other content', () => {
  it('is refused with a sentence, and the second listing is not written', async () => {
    const author = await poster(t, 'Tab Twotabs');
    const clientKey = randomUUID();
    const fridge = await post(
      t,
      'ou',
      '/api/posts',
      { text: doc('Mini fridge'), price: 40, uploadIds: [], clientKey },
      author.jar,
    );
    expect(fridge.statusCode, fridge.body).toBe(201);
    const microwave = await post(
      t,
      'ou',
      '/api/posts',
      { text: doc('Microwave, 700 W'), price: 25, uploadIds: [], clientKey },
      author.jar,
    );
    expect(microwave.statusCode, microwave.body).toBe(409);
    expect(microwave.json().error).toEqual({
      code: 'client_key_reused',
      message: INPUT_MESSAGES.clientKeyReused,
    });
    expect(await rows('user_id = $1', [author.user.id])).toBe(1);
    expect(await rows(`user_id = $1 and plain_text like 'Microwave%'`, [author.user.id])).toBe(0);
  });

  it('is the same post once when the content is the same, whatever the order of its fields', async () => {
    const author = await poster(t, 'Sam Sametext');
    const clientKey = randomUUID();
    const first = await post(
      t,
      'ou',
      '/api/posts',
      { text: doc('Desk lamp'), price: 5, uploadIds: [], clientKey },
      author.jar,
    );
    const again = await post(
      t,
      'ou',
      '/api/posts',
      { clientKey, uploadIds: [], price: 5, text: doc('Desk lamp') },
      author.jar,
    );
    // The composer's own body: the same content, its empty fields sent as null and {}.
    const fromComposer = await post(
      t,
      'ou',
      '/api/posts',
      {
        text: doc('Desk lamp'),
        category: null,
        price: 5,
        condition: null,
        uploadIds: [],
        altTexts: {},
        clientKey,
      },
      author.jar,
    );
    expect([first.statusCode, again.statusCode, fromComposer.statusCode]).toEqual([201, 201, 201]);
    expect(again.json().id).toBe(first.json().id);
    expect(fromComposer.json().id).toBe(first.json().id);
    expect(await rows('user_id = $1', [author.user.id])).toBe(1);
  });

  it('refuses a different price alone, and a double tap with other content makes at most one post', async () => {
    const author = await poster(t, 'Pia Pricechange');
    const clientKey = randomUUID();
    await createPost(t, author.jar, { text: doc('Chair'), price: 10, clientKey });
    const cheaper = await post(
      t,
      'ou',
      '/api/posts',
      { text: doc('Chair'), price: 8, uploadIds: [], clientKey },
      author.jar,
    );
    expect(cheaper.statusCode).toBe(409);
    const raceKey = randomUUID();
    const answers = await Promise.all(
      ['Table', 'Shelf'].map((text) =>
        post(t, 'ou', '/api/posts', { text: doc(text), uploadIds: [], clientKey: raceKey }, author.jar),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await rows('user_id = $1 and client_key = $2', [author.user.id, raceKey])).toBe(1);
  });
});

describe('a comment whose client key comes back with other content', () => {
  it('is refused and not written; the same words again answer the first comment', async () => {
    const owner = await poster(t, 'Owen Owner');
    const reader = await poster(t, 'Rae Reader');
    const postId = (await createPost(t, owner.jar, { text: doc('Bike for sale') })).id as string;
    const clientKey = randomUUID();
    const comment = (text: string) =>
      post(
        t,
        'ou',
        `/api/posts/${postId}/comments`,
        { text: doc(text), uploadIds: [], clientKey },
        reader.jar,
      );
    const first = await comment('Still there?');
    const other = await comment('What size is it?');
    const again = await comment('Still there?');
    expect([first.statusCode, other.statusCode, again.statusCode]).toEqual([201, 409, 201]);
    expect(other.json().error.code).toBe('client_key_reused');
    expect(again.json().id).toBe(first.json().id);
    expect(await rows('post_commented_on = $1', [postId])).toBe(1);
  });
});
