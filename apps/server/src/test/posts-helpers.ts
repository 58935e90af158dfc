import type pg from 'pg';
import sharp from 'sharp';
import { expect } from 'vitest';
import { memberOf, post } from './accounts-helpers';
import type { CookieJar } from './cookies';
import { postFile } from './multipart';
import type { TestContext } from './test-app';

export { tinyMp4 } from '../../../../scripts/tiny-files.mjs';
export { doc } from './factories';

/** A JPEG carrying GPS EXIF. */
export function gpsJpeg(width = 1200, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c84' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'LeakyCam', Model: 'GPS 2' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '35/1 12/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '97/1 26/1 0/1',
      },
    })
    .toBuffer();
}

/** Uploads a file as the jar's user on a site; returns the response. */
export function uploadFile(t: TestContext, jar: CookieJar, data: Buffer, name = 'file.jpg', site = 'ou') {
  return postFile(t, jar, '/api/uploads', { data, filename: name, type: 'application/octet-stream' }, site);
}

/** A member of OU with a set-up profile (photo and bio), ready to post. */
export async function poster(t: TestContext, fullName = 'Pat Poster') {
  const member = await memberOf(t, 'ou', 'ou.edu', { fullName });
  await t.pool.query(
    `update users set image = '/files/x.jpg?v=1', bio = 'Hi', profile_set_up = true where id = $1`,
    [member.user.id],
  );
  return member;
}

/** Creates a post and returns its JSON. */
export async function createPost(t: TestContext, jar: CookieJar, body: Record<string, unknown>) {
  const res = await post(t, 'ou', '/api/posts', { uploadIds: [], ...body }, jar);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Counts the SQL statements a function sends through the pool. */
export async function countQueries(pool: pg.Pool, fn: () => Promise<unknown>): Promise<number> {
  const original = pool.query.bind(pool);
  let n = 0;
  (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
    n += 1;
    return (original as (...a: unknown[]) => unknown)(...args);
  };
  try {
    await fn();
  } finally {
    (pool as unknown as { query: unknown }).query = original;
  }
  return n;
}
