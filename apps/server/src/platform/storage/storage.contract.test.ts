// One contract, two adapters: the local disk and an S3-compatible server (s3rver) started here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../test/local-s3';
import { createS3Storage } from './s3';
import { createLocalStorage, type FileStorage, readLimited } from './storage';

let s3: LocalS3;
let diskRoot: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  diskRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-disk-'));
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(diskRoot, { recursive: true, force: true });
});

const adapters: [string, () => FileStorage][] = [
  ['disk', () => createLocalStorage(diskRoot)],
  [
    's3',
    () =>
      createS3Storage({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
  ],
];

const text = async (storage: FileStorage, key: string, range?: { start: number; end: number }) => {
  const file = await storage.open(key, range);
  if (!file) return null;
  return { body: (await readLimited(file.stream, 1024)).toString(), size: file.size };
};

describe.each(adapters)('the %s storage', (_name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('answers its readiness check', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('stores a file and reads it back whole, by size and by byte range', async () => {
    await storage.put('images/posts/p1/photo.jpg', Buffer.from('0123456789'));
    expect(await storage.size('images/posts/p1/photo.jpg')).toBe(10);
    expect(await text(storage, 'images/posts/p1/photo.jpg')).toEqual({ body: '0123456789', size: 10 });
    expect(await text(storage, 'images/posts/p1/photo.jpg', { start: 2, end: 5 })).toEqual({
      body: '2345',
      size: 10,
    });
  });

  it('answers null for a key that does not exist', async () => {
    expect(await storage.size('images/posts/none/photo.jpg')).toBeNull();
    expect(await storage.open('images/posts/none/photo.jpg')).toBeNull();
  });

  it('replaces a file put again under the same key (a new profile photo)', async () => {
    await storage.put('images/profilePics/u1.jpg', Buffer.from('old photo'));
    await storage.put('images/profilePics/u1.jpg', Buffer.from('new'));
    expect(await text(storage, 'images/profilePics/u1.jpg')).toEqual({ body: 'new', size: 3 });
  });

  it('deletes a file, and deleting a missing one succeeds', async () => {
    await storage.put('images/profilePics/u2.png', Buffer.from('png'));
    await storage.delete('images/profilePics/u2.png');
    expect(await storage.size('images/profilePics/u2.png')).toBeNull();
    await expect(storage.delete('images/profilePics/u2.png')).resolves.toBeUndefined();
  });

  it('moves a file to another key, replacing what is there', async () => {
    await storage.put('uploads/up1/a.jpg', Buffer.from('moved'));
    await storage.put('images/messages/m1/a.jpg', Buffer.from('stale'));
    await storage.move('uploads/up1/a.jpg', 'images/messages/m1/a.jpg');
    expect(await storage.size('uploads/up1/a.jpg')).toBeNull();
    expect(await text(storage, 'images/messages/m1/a.jpg')).toEqual({ body: 'moved', size: 5 });
  });

  it('refuses to move a key that does not exist', async () => {
    await expect(storage.move('uploads/none/a.jpg', 'images/posts/p2/a.jpg')).rejects.toThrow();
    expect(await storage.size('images/posts/p2/a.jpg')).toBeNull();
  });

  it.each(['../etc/passwd', '/abs/key.jpg', 'a/../../b.jpg', 'sp ace.jpg'])(
    'refuses the unsafe key %s',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.size(key)).rejects.toThrow(/Unsafe storage key/);
    },
  );
});

describe('an unreachable S3 server', () => {
  it('fails the readiness check', async () => {
    const storage = createS3Storage({
      bucket: 'campus-media',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      forcePathStyle: true,
      credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
    });
    await expect(storage.check()).rejects.toThrow();
  });
});
