import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { post, verifiedUser } from '../../test/accounts-helpers';
import { uploadProfilePhoto } from '../../test/me-helpers';
import { gpsJpeg } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

describe('profile', () => {
  const upload = (jar: { header: string }, data: Buffer, filename: string, type: string) =>
    uploadProfilePhoto(t, jar, data, filename, type);

  it('strips every bit of EXIF (GPS included) from an uploaded JPEG and serves it with a new URL', async () => {
    const { jar } = await verifiedUser(t);
    const withGps = await gpsJpeg(800, 600);
    const before = await sharp(withGps).metadata();
    expect(before.exif?.toString('latin1')).toContain('LeakyCam');
    const res = await upload(jar, withGps, 'me.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const img: string = res.json().user.img;
    expect(img).toMatch(/^\/files\/images\/profilePics\/[^/]+\.jpg\?v=/);
    const served = await t.request('ou', { method: 'GET', url: img });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    const after = await sharp(served.rawPayload).metadata();
    expect(after.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('LeakyCam'))).toBe(false);
    expect([after.width, after.height]).toEqual([512, 512]);
    const again = await upload(jar, withGps, 'me.jpg', 'image/jpeg');
    expect(again.json().user.img).not.toBe(img);
  });

  it('judges by content: a text file named .jpg and a WebP are refused', async () => {
    const { jar } = await verifiedUser(t);
    const text = await upload(jar, Buffer.from('definitely not a picture'), 'cat.jpg', 'image/jpeg');
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toBe('Only photos are allowed!');
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    expect((await upload(jar, webp, 'x.webp', 'image/webp')).json().error.message).toBe(
      'Only photos are allowed!',
    );
  });

  it('is set up once both a bio and a photo exist; edits save only what changed', async () => {
    const { jar } = await verifiedUser(t);
    const bio = await post(t, 'ou', '/api/me/profile', { bio: 'Selling my old textbooks.' }, jar);
    expect(bio.json().user).toMatchObject({ bio: 'Selling my old textbooks.', profileSetUp: false });
    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#08f' } })
      .png()
      .toBuffer();
    const photo = await upload(jar, png, 'me.png', 'image/png');
    expect(photo.json().user.profileSetUp).toBe(true);
    const names = await post(t, 'ou', '/api/me/profile', { firstName: 'Janet' }, jar);
    expect(names.json().user).toMatchObject({ firstName: 'Janet', bio: 'Selling my old textbooks.' });
    const long = await post(t, 'ou', '/api/me/profile', { firstName: 'x'.repeat(21) }, jar);
    expect(long.statusCode).toBe(400);
    const longBio = await post(t, 'ou', '/api/me/profile', { bio: 'x'.repeat(161) }, jar);
    expect(longBio.statusCode).toBe(400);
  });
});
