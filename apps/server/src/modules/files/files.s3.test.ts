// Two app instances on one database and one S3-compatible bucket (s3rver): a file uploaded through
// one is served by the other, from the bucket; deletions and photo replacement reach the bucket.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewriteMediaUrls } from '../../http/media-urls';
import { createS3Storage } from '../../platform/storage/s3';
import type { FileStorage } from '../../platform/storage/storage';
import { type LocalS3, startLocalS3 } from '../../test/local-s3';
import { uploadProfilePhoto } from '../../test/me-helpers';
import { createPost, doc, gpsJpeg, poster, uploadFile } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let s3: LocalS3;
let a: TestContext;
let b: TestContext;
let bucket: FileStorage;
beforeAll(async () => {
  s3 = await startLocalS3();
  a = await createTestContext(s3.env);
  // The second instance: the same database and bucket.
  b = await createTestContext({ ...s3.env, DATABASE_URL: a.config.DATABASE_URL });
  bucket = createS3Storage({
    bucket: s3.bucket,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  await s3.close();
});

const get = (t: TestContext, url: string, headers: Record<string, string> = {}) =>
  t.request('ou', { method: 'GET', url, headers });
const keyOf = (url: string) => url.replace(/^\/files\//, '').replace(/\?.*$/, '');

describe('files in object storage (STORAGE=s3)', () => {
  it('serves a file uploaded through one instance from another, whole and by range, from the bucket', async () => {
    const { jar } = await poster(a);
    const upload = (await uploadFile(a, jar, await gpsJpeg(640, 480))).json();
    const created = await createPost(a, jar, { text: doc('Desk lamp'), uploadIds: [upload.id] });
    const url: string = (await get(b, `/api/posts/${created.id}`, { cookie: jar.header })).json().post
      .media[0].url;
    const key = keyOf(url);
    expect(key).toMatch(/^images\/posts\//);

    const size = await bucket.size(key);
    expect(size).toBeGreaterThan(100);
    expect(fs.existsSync(path.join(a.config.DATA_DIR, 'files', key))).toBe(false);

    const whole = await get(b, url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toMatch(/^image\//);
    expect(whole.rawPayload.length).toBe(size);
    const part = await get(a, url, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(0, 10));
  });

  it('deleting a post through one instance removes its files from the bucket, for every instance', async () => {
    const { jar } = await poster(a);
    const upload = (await uploadFile(b, jar, await gpsJpeg(300, 200))).json();
    const created = await createPost(b, jar, { text: doc('Bike'), uploadIds: [upload.id] });
    const url: string = created.media[0].url;
    expect((await get(a, url)).statusCode).toBe(200);
    const del = await a.request('ou', {
      method: 'DELETE',
      url: `/api/posts/${created.id}`,
      headers: { cookie: jar.header, origin: 'http://ou.localhost:3000' },
    });
    expect(del.statusCode).toBe(204);
    expect(await bucket.size(keyOf(url))).toBeNull();
    expect((await get(b, url)).statusCode).toBe(404);
  });

  it('a new profile photo of another type replaces the old object', async () => {
    const { jar, user } = await poster(a);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a3' } })
      .png()
      .toBuffer();
    const first = await uploadProfilePhoto(a, jar, png, 'me.png', 'image/png');
    expect(first.statusCode, first.body).toBe(200);
    const firstKey = keyOf(first.json().user.img);
    expect(await bucket.size(firstKey)).toBeGreaterThan(0);

    const second = await uploadProfilePhoto(b, jar, await gpsJpeg(64, 64), 'me.jpg', 'image/jpeg');
    expect(second.statusCode, second.body).toBe(200);
    const secondKey = keyOf(second.json().user.img);
    expect(secondKey).toBe(`images/profilePics/${user.id}.jpg`);
    expect(await bucket.size(firstKey)).toBeNull();
    expect((await get(a, second.json().user.img)).statusCode).toBe(200);
  });
});

describe('MEDIA_PUBLIC_URL', () => {
  it('points the API’s file URLs at the CDN host, and lets pages load media from it', async () => {
    const cdn = await createTestContext({
      ...s3.env,
      DATABASE_URL: a.config.DATABASE_URL,
      MEDIA_PUBLIC_URL: 'https://media.example.com/campus/',
    });
    const { jar } = await poster(a);
    const upload = (await uploadFile(a, jar, await gpsJpeg(300, 200))).json();
    const created = await createPost(a, jar, { text: doc('/files/not-a-link'), uploadIds: [upload.id] });
    const res = await get(cdn, `/api/posts/${created.id}`, { cookie: jar.header });
    const media = res.json().post.media[0];
    expect(media.url).toMatch(/^https:\/\/media\.example\.com\/campus\/images\/posts\/.+\?v=1$/);
    for (const variant of media.variants)
      expect(variant.url).toMatch(/^https:\/\/media\.example\.com\/campus\//);
    expect(JSON.stringify(res.json().post.text)).toContain('"/files/not-a-link"');
    const page = await get(cdn, '/');
    expect(page.headers['content-security-policy']).toMatch(/img-src[^;]*https:\/\/media\.example\.com/);
  });

  it('rewrites only the URL fields, never text a member wrote', () => {
    const json = JSON.stringify({
      url: '/files/a.jpg?v=1',
      img: '/files/p.jpg?v=2',
      text: '"/files/b.jpg',
      nested: [{ imageUrl: '/files/c.jpg' }, { imgUrl: '/files/d.jpg' }, { body: '/files/e.jpg' }],
    });
    expect(JSON.parse(rewriteMediaUrls(json, 'https://cdn.test'))).toEqual({
      url: 'https://cdn.test/a.jpg?v=1',
      img: 'https://cdn.test/p.jpg?v=2',
      text: '"/files/b.jpg',
      nested: [
        { imageUrl: 'https://cdn.test/c.jpg' },
        { imgUrl: 'https://cdn.test/d.jpg' },
        { body: '/files/e.jpg' },
      ],
    });
    // JSON written by PostgreSQL (the post page's comments) has spaces around its colons.
    expect(rewriteMediaUrls('{"url" : "/files/a.jpg", "text" : "/files/b"}', 'https://cdn.test')).toBe(
      '{"url":"https://cdn.test/a.jpg", "text" : "/files/b"}',
    );
  });
});
