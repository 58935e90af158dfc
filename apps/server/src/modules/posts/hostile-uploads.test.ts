import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { HOSTILE_CASES, SCRIPT_MARKERS } from '../../test/hostile-fixtures';
import { uploadProfilePhoto } from '../../test/me-helpers';
import { gpsJpeg, poster, uploadFile } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { LOCATION, makeVideo, XYZ_ATOM } from '../../test/video-fixtures';

// The hostile-upload set, through the real routes: post media and profile photo.
// Every file is refused with a clear 4xx or stored clean: never a 500, never served as it came.

let t: TestContext;
let member: { jar: CookieJar };
let account: { jar: CookieJar };
beforeAll(async () => {
  t = await createTestContext();
  member = await poster(t);
  account = await verifiedUser(t);
});

const get = (url: string) => t.request('ou', { method: 'GET', url });

/** The files stored for a post upload, as served: the file itself and every variant (or poster). */
async function servedFilesOf(uploadId: string): Promise<LightMyRequestResponse[]> {
  const { rows } = await t.pool.query<{ file_name: string; variants: { key: string }[] }>(
    'select file_name, variants from uploads where id = $1',
    [uploadId],
  );
  const keys = new Set([`uploads/${uploadId}/${rows[0]!.file_name}`, ...rows[0]!.variants.map((v) => v.key)]);
  return Promise.all([...keys].map((key) => get(`/files/${key}`)));
}

/** A served file is a re-encoded image without metadata, or an MP4, and carries no markup. */
async function expectClean(file: LightMyRequestResponse, input: Buffer) {
  expect(file.statusCode).toBe(200);
  expect(file.headers['x-content-type-options']).toBe('nosniff');
  const type = String(file.headers['content-type']);
  expect(type).toMatch(/^(image\/(webp|jpeg|png|gif)|video\/mp4)$/);
  expect(file.rawPayload.equals(input)).toBe(false);
  for (const marker of SCRIPT_MARKERS) expect(file.rawPayload.includes(marker)).toBe(false);
  if (type.startsWith('image/')) expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
}

function expectClearRefusal(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  const { error } = res.json();
  expect(error.code).toMatch(/^[a-z_]+$/);
  expect(error.message.length).toBeGreaterThan(0);
}

describe('hostile uploads: post media', () => {
  it.each(HOSTILE_CASES)('$name: $outcome', async ({ data, fileName, outcome }) => {
    const input = await data();
    const res = await uploadFile(t, member.jar, input, fileName);
    if (outcome === 'refused') return expectClearRefusal(res);
    expect(res.statusCode, res.body).toBe(201);
    for (const file of await servedFilesOf(res.json().id)) await expectClean(file, input);
  });

  it('a JPEG with GPS: no EXIF in any served variant', async () => {
    const input = await gpsJpeg(1700, 1000);
    expect((await sharp(input).metadata()).exif?.toString('latin1')).toContain('LeakyCam');
    const res = await uploadFile(t, member.jar, input, 'gps.jpg');
    expect(res.statusCode, res.body).toBe(201);
    const files = await servedFilesOf(res.json().id);
    expect(files).toHaveLength(4);
    for (const file of files) {
      await expectClean(file, input);
      expect(file.rawPayload.includes('LeakyCam')).toBe(false);
    }
  });

  it.each(['mp4', 'mov'] as const)('a %s with GPS: the ©xyz atom is gone', async (container) => {
    const input = makeVideo({ container, location: true });
    expect(input.includes(XYZ_ATOM)).toBe(true);
    const res = await uploadFile(t, member.jar, input, `clip.${container}`);
    expect(res.statusCode, res.body).toBe(201);
    const [video, posterFrame] = await servedFilesOf(res.json().id);
    expect(video!.headers['content-type']).toBe('video/mp4');
    expect(video!.rawPayload.includes(XYZ_ATOM)).toBe(false);
    expect(video!.rawPayload.includes(LOCATION)).toBe(false);
    expect(video!.rawPayload.includes('LeakyPhone')).toBe(false);
    await expectClean(video!, input);
    await expectClean(posterFrame!, input);
  });
});

describe('hostile uploads: profile photo', () => {
  it.each(HOSTILE_CASES)('$name: $outcome', async ({ data, fileName, outcome }) => {
    const input = await data();
    const res = await uploadProfilePhoto(t, account.jar, input, fileName);
    if (outcome === 'refused') return expectClearRefusal(res);
    expect(res.statusCode, res.body).toBe(200);
    await expectClean(await get(res.json().user.img), input);
  });

  it('a JPEG with GPS: no EXIF in the served photo', async () => {
    const input = await gpsJpeg(900, 700);
    const res = await uploadProfilePhoto(t, account.jar, input, 'me.jpg');
    expect(res.statusCode, res.body).toBe(200);
    const served = await get(res.json().user.img);
    await expectClean(served, input);
    expect(served.rawPayload.includes('LeakyCam')).toBe(false);
  });

  it('a video is refused', async () => {
    expectClearRefusal(await uploadProfilePhoto(t, account.jar, makeVideo({ container: 'mp4' }), 'me.mp4'));
  });
});
