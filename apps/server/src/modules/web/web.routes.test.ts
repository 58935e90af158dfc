import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

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
