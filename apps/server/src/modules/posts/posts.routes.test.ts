import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post, registerUser, verifiedUser } from '../../test/accounts-helpers';
import { CookieJar } from '../../test/cookies';
import { createPost, doc, gpsJpeg, poster, uploadFile } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { LOCATION, makeVideo, XYZ_ATOM } from '../../test/video-fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const get = (url: string, jar?: CookieJar, site = 'ou') =>
  t.request(site, { method: 'GET', url, headers: jar ? { cookie: jar.header } : {} });

describe('who may post', () => {
  it('refuses a guest, an unverified account, a member of another campus and an incomplete profile', async () => {
    const body = { text: doc('Desk for sale') };
    expect((await post(t, 'ou', '/api/posts', body)).statusCode).toBe(401);
    const unverified = await registerUser(t);
    expect((await post(t, 'ou', '/api/posts', body, unverified.jar)).json().error.code).toBe('not_verified');
    const noSchool = await verifiedUser(t);
    expect((await post(t, 'ou', '/api/posts', body, noSchool.jar)).json().error.code).toBe('verify_school');
    const utMember = await memberOf(t, 'ut', 'utexas.edu');
    expect((await post(t, 'ou', '/api/posts', body, utMember.jar)).json().error.code).toBe('verify_school');
    const noProfile = await memberOf(t);
    const res = await post(t, 'ou', '/api/posts', body, noProfile.jar);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'Your profile is not complete – Please pick a profile picture and add a bio before posting.',
    );
  });

  it('refuses uploads, comments, saves and deletes from a guest', async () => {
    const { jar } = await poster(t);
    const created = await createPost(t, jar, { text: doc('Lamp') });
    expect((await uploadFile(t, new CookieJar(), await gpsJpeg(10, 10))).statusCode).toBe(401);
    expect((await post(t, 'ou', `/api/posts/${created.id}/comments`, { text: doc('hi') })).statusCode).toBe(
      401,
    );
    expect((await post(t, 'ou', `/api/posts/${created.id}/like`, {})).statusCode).toBe(401);
    const del = await t.request('ou', {
      method: 'DELETE',
      url: `/api/posts/${created.id}`,
      headers: { origin: 'http://ou.localhost:3000' },
    });
    expect(del.statusCode).toBe(401);
  });
});

describe('posting', () => {
  it('posts text with 3 photos, a price and a category; photos are WebP variants without metadata', async () => {
    const { jar, user } = await poster(t, 'Dana Desk');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await uploadFile(t, jar, await gpsJpeg(), `photo${i}.jpg`);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ kind: 'image', width: 1200, height: 900 });
      expect(res.json().placeholder).toMatch(/^data:image\/webp;base64,/);
      ids.push(res.json().id);
    }
    const created = await createPost(t, jar, {
      text: doc('Standing desk', 'Barely used'),
      price: 120,
      category: 'furniture',
      uploadIds: ids,
    });
    expect(created).toMatchObject({
      imgCount: 3,
      hasPhoto: true,
      priceCents: 12000,
      category: 'furniture',
      plainText: 'Standing desk\nBarely used',
    });
    expect(created.media).toHaveLength(3);
    const first = created.media[0];
    expect(first.url).toMatch(new RegExp(`^/files/images/posts/${created.id}/`));
    expect(first.variants.map((v: { width: number }) => v.width)).toEqual([320, 640, 1080, 1200]);
    for (const variant of first.variants) {
      const file = await get(variant.url);
      expect(file.headers['content-type']).toBe('image/webp');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(file.rawPayload.includes(Buffer.from('LeakyCam'))).toBe(false);
    }
    const feed = await get('/api/feed', jar);
    expect(feed.json().posts[0].id).toBe(created.id);
    const { rows } = await t.pool.query('select total_posts from users where id = $1', [user.id]);
    expect(rows[0].total_posts).toBe(1);
    const events = await t.pool.query(
      `select count(*)::int as n from product_events where name = 'Submit Post' and user_id = $1`,
      [user.id],
    );
    expect(events.rows[0].n).toBe(1);
    const reused = await post(t, 'ou', '/api/posts', { text: doc('again'), uploadIds: [ids[0]] }, jar);
    expect(reused.statusCode).toBe(400);
  });

  it('refuses 501 characters (line breaks count 2), an empty post, 11 files and a text file named .jpg', async () => {
    const { jar } = await poster(t);
    const long = await post(
      t,
      'ou',
      '/api/posts',
      { text: doc('x'.repeat(249), 'y'.repeat(250)), uploadIds: [] },
      jar,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('Error: Too many characters!');
    expect(
      (await post(t, 'ou', '/api/posts', { text: doc('x'.repeat(249), 'y'.repeat(249)), uploadIds: [] }, jar))
        .statusCode,
    ).toBe(201);
    expect((await post(t, 'ou', '/api/posts', { text: doc('  '), uploadIds: [] }, jar)).statusCode).toBe(400);
    const ids: string[] = [];
    const small = await gpsJpeg(20, 20);
    for (let i = 0; i < 11; i++) ids.push((await uploadFile(t, jar, small)).json().id);
    const many = await post(t, 'ou', '/api/posts', { text: doc('many'), uploadIds: ids }, jar);
    expect(many.json().error.message).toBe('Please choose up to 10 photos.');
    const fake = await uploadFile(t, jar, Buffer.from('I am only text, honestly.'), 'cat.jpg');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.message).toBe('Only photos & videos are allowed!');
  });

  it('serves a phone video re-muxed without its location, with a poster, and with range requests', async () => {
    const { jar } = await poster(t);
    const phoneVideo = makeVideo({ container: 'mp4', location: true });
    expect(phoneVideo.includes(XYZ_ATOM)).toBe(true);
    const up = await uploadFile(t, jar, phoneVideo, 'clip.mp4');
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json()).toMatchObject({ kind: 'video', width: 160, height: 120 });
    expect(up.json().placeholder).toMatch(/^data:image\/webp;base64,/);
    const created = await createPost(t, jar, { text: doc('clip'), uploadIds: [up.json().id] });
    const { url, variants } = created.media[0];
    expect(url).toMatch(/\.mp4\?v=1$/);
    const whole = await get(url);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.includes(XYZ_ATOM)).toBe(false);
    expect(whole.rawPayload.includes(LOCATION)).toBe(false);
    const size = whole.rawPayload.length;
    const part = await t.request('ou', { method: 'GET', url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${size}`);
    expect(part.rawPayload.toString()).toBe('ftypisom');
    expect(variants).toHaveLength(1);
    const posterImage = await get(variants[0].url);
    expect(posterImage.headers['content-type']).toBe('image/webp');
    expect((await sharp(posterImage.rawPayload).metadata()).width).toBe(160);
  });
});
