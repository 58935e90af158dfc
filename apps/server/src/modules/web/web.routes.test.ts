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
// An asset the build compressed ahead (apps/web/build/precompress-plugin.ts), and one it did not.
const BIG = `export const words = ${JSON.stringify('a campus marketplace '.repeat(200))};`;
fs.writeFileSync(path.join(dist, 'assets', 'big-Cd34.js'), BIG);
// Not what compressing on the fly makes (brotli 4, gzip 6): the copies sent are told by their bytes.
const BIG_BR = zlib.brotliCompressSync(BIG, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
const BIG_GZ = zlib.gzipSync(BIG, { level: 1 });
fs.writeFileSync(path.join(dist, 'assets', 'big-Cd34.js.br'), BIG_BR);
fs.writeFileSync(path.join(dist, 'assets', 'big-Cd34.js.gz'), BIG_GZ);
fs.writeFileSync(path.join(dist, 'assets', 'other-Ef56.js'), BIG);
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

  it("sends the build's compressed copy of an asset as the browser accepts, else compresses it", async () => {
    const get = (url: string, encoding?: string) =>
      t.request('ou', { method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('/assets/big-Cd34.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(BIG_BR)).toBe(true);
    const gz = await get('/assets/big-Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(BIG_GZ)).toBe(true);
    const plain = await get('/assets/big-Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);
    // No copies beside it: compressed on the fly, the same bytes once decoded.
    const fly = await get('/assets/other-Ef56.js', 'br');
    expect(fly.headers['content-encoding']).toBe('br');
    expect(fly.rawPayload.equals(BIG_BR)).toBe(false);
    expect(zlib.brotliDecompressSync(fly.rawPayload).toString()).toBe(BIG);
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
