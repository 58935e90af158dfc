import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { MAX_UNATTACHED_UPLOADS, UPLOAD_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextIp, registerUser } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { createPost, doc, gpsJpeg, poster, uploadFile } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const MB = 1024 * 1024;

/**
 * A multipart upload of `totalBytes` made on demand, counting how much of it the server pulled.
 * (A refused upload must not be read: the server answers first.)
 */
function countingUpload(totalBytes: number) {
  const boundary = '----campus-stream';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const chunk = Buffer.alloc(MB, 0x41);
  const read = { bytes: 0 };
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent === 0) {
        read.bytes += head.length;
        this.push(head);
      }
      if (sent >= totalBytes) {
        this.push(Buffer.from(`\r\n--${boundary}--\r\n`));
        this.push(null);
        return;
      }
      sent += chunk.length;
      read.bytes += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, read, contentType: `multipart/form-data; boundary=${boundary}` };
}

function streamUpload(jar: CookieJar, totalBytes: number) {
  const upload = countingUpload(totalBytes);
  const response = t.request('ou', {
    method: 'POST',
    url: '/api/uploads',
    payload: upload.stream,
    remoteAddress: nextIp(),
    headers: {
      'content-type': upload.contentType,
      cookie: jar.header,
      origin: `http://ou.${new URL(t.config.PUBLIC_URL).host}`,
    },
  });
  return { response, read: upload.read };
}

describe('who may upload, decided before the file is read', () => {
  it('refuses an unverified account without reading its 150 MB body', async () => {
    const { jar } = await registerUser(t);
    const { response, read } = streamUpload(jar, 150 * MB);
    const res = await response;
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('not_verified');
    expect(res.headers.connection).toBe('close');
    // At most what the socket buffers ahead (a few chunks), never the body.
    expect(read.bytes).toBeLessThan(10 * MB);
  });

  it('refuses a user with 30 files waiting to be posted, before reading the 31st', async () => {
    const { jar, user } = await poster(t);
    await t.pool.query(
      `insert into uploads (id, user_id, kind, file_name, content_type, width, height, bytes)
       select gen_random_uuid(), $1, 'image', '1.webp', 'image/webp', 1, 1, 1 from generate_series(1, $2::int)`,
      [user.id, MAX_UNATTACHED_UPLOADS],
    );
    const { response, read } = streamUpload(jar, 150 * MB);
    const res = await response;
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({ code: 'too_many_uploads', message: UPLOAD_MESSAGES.tooManyWaiting });
    expect(read.bytes).toBeLessThan(10 * MB);
    // Files attached to a post do not count.
    await t.pool.query(
      `update uploads set claimed_by = gen_random_uuid() where id = (select id from uploads where user_id = $1 limit 1)`,
      [user.id],
    );
    expect((await uploadFile(t, jar, await gpsJpeg(20, 20))).statusCode).toBe(201);
    expect((await uploadFile(t, jar, await gpsJpeg(20, 20))).statusCode).toBe(429);
  });
});

describe('clean-up of unattached uploads', () => {
  it('deletes uploads never posted after 24 hours, with their files; posted and recent ones stay', async () => {
    const { jar } = await poster(t);
    const stale = (await uploadFile(t, jar, await gpsJpeg(700, 500))).json();
    const recent = (await uploadFile(t, jar, await gpsJpeg(30, 30))).json();
    const posted = (await uploadFile(t, jar, await gpsJpeg(30, 30))).json();
    await createPost(t, jar, { text: doc('Chair'), uploadIds: [posted.id] });
    const { rows } = await t.pool.query<{ variants: { key: string }[] }>(
      'select variants from uploads where id = $1',
      [stale.id],
    );
    const staleKeys = rows[0]!.variants.map((v) => v.key);
    expect(staleKeys).toHaveLength(3);
    for (const key of staleKeys)
      expect((await t.request('ou', { method: 'GET', url: `/files/${key}` })).statusCode).toBe(200);
    await t.pool.query(`update uploads set created_at = now() - interval '25 hours' where id = any($1)`, [
      [stale.id, posted.id],
    ]);

    expect(await t.app.uploadCleanup.runOnce()).toBe(1);

    const left = await t.pool.query<{ id: string }>('select id from uploads where id = any($1)', [
      [stale.id, recent.id, posted.id],
    ]);
    expect(left.rows.map((r) => r.id).sort()).toEqual([recent.id, posted.id].sort());
    for (const key of staleKeys)
      expect((await t.request('ou', { method: 'GET', url: `/files/${key}` })).statusCode).toBe(404);
    expect(await t.app.uploadCleanup.runOnce()).toBe(0);
  });
});

describe('an upload waiting for its turn', () => {
  it('is a temporary file, removed once answered, refused or not', async () => {
    // This file's own temporary directory (os.tmpdir() reads TMPDIR), so other test files' uploads
    // do not count.
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-test-'));
    const created: string[] = [];
    const watcher = fs.watch(tmp, (event, name) => {
      if (event === 'rename' && name) created.push(name);
    });
    const before = process.env.TMPDIR;
    process.env.TMPDIR = tmp;
    try {
      const { jar } = await poster(t);
      expect((await uploadFile(t, jar, await gpsJpeg(40, 30))).statusCode).toBe(201);
      expect((await uploadFile(t, jar, Buffer.from('not a photo at all'))).statusCode).toBe(400);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(created.some((name) => name.startsWith('campus-upload-'))).toBe(true);
      expect(fs.readdirSync(tmp)).toEqual([]);
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      watcher.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
