import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { pageEncoding } from './web.routes';

// The built web app's caching: hashed assets for a year, the service worker never from the HTTP
// cache (a deploy reaches it at the next navigation), other files for five minutes.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12.js'), 'console.log(1);');
fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
fs.writeFileSync(path.join(dist, 'offline.html'), '<!doctype html><p>Offline</p>');

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ WEB_DIST_DIR: dist });
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const cacheOf = async (url: string) => {
  const res = await t.request('ou', { method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.headers['cache-control'];
};

describe('the built web app', () => {
  it('caches hashed assets for a year, never the service worker, other files briefly', async () => {
    expect(await cacheOf('/assets/index-Ab12.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/sw.js')).toBe('no-cache');
    expect(await cacheOf('/offline.html')).toBe('public, max-age=300');
    expect(await cacheOf('/home')).toBe('no-cache');
  });
});

describe("a page's HTML", () => {
  // Pages are answered by the not-found handler, which @fastify/compress does not hook: the page
  // compresses itself (Lighthouse: 78 KiB of a rendered feed's 93 were sent uncompressed).
  it('is compressed as the browser accepts: brotli, else gzip, else plain', async () => {
    const get = (encoding?: string) =>
      t.request('ou', {
        method: 'GET',
        url: '/home',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(pageEncoding(undefined)).toBeNull();
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding('gzip;q=0.5, br;q=1.0')).toBe('br');
    expect(pageEncoding('BR;q=0, gzip;q=0')).toBeNull();
  });
});
