import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/accounts-helpers';
import { createPost, doc, gpsJpeg, poster, uploadFile } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

// The author writes alt text per photo; it is stored with the media and read back.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

describe('photo alt text', () => {
  it('stores the alt text written for each photo, trimmed; a photo without one has none', async () => {
    const seller = await poster(t);
    const [a, b] = [
      (await uploadFile(t, seller.jar, await gpsJpeg(40, 30))).json().id,
      (await uploadFile(t, seller.jar, await gpsJpeg(40, 30))).json().id,
    ];
    const created = await createPost(t, seller.jar, {
      text: doc('Two lamps'),
      uploadIds: [a, b],
      altTexts: {
        [a]: '  A brass desk lamp, switched on  ',
        '00000000-0000-4000-8000-000000000000': 'ignored',
      },
    });
    const res = await t.request('ou', {
      method: 'GET',
      url: `/api/posts/${created.id}`,
      headers: { cookie: seller.jar.header },
    });
    expect(res.json().post.media.map((m: { alt: string | null }) => m.alt)).toEqual([
      'A brass desk lamp, switched on',
      null,
    ]);
  });

  it('refuses alt text over 500 characters or keyed by something else than an upload id', async () => {
    const seller = await poster(t);
    const id = (await uploadFile(t, seller.jar, await gpsJpeg(40, 30))).json().id;
    const long = await post(
      t,
      'ou',
      '/api/posts',
      { uploadIds: [id], altTexts: { [id]: 'x'.repeat(501) } },
      seller.jar,
    );
    expect(long.statusCode).toBe(400);
    const badKey = await post(
      t,
      'ou',
      '/api/posts',
      { uploadIds: [id], altTexts: { photo: 'x' } },
      seller.jar,
    );
    expect(badKey.statusCode).toBe(400);
  });
});
