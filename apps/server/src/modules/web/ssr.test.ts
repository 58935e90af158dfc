import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts-helpers';
import { poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { deferScripts } from './web.routes';

// /home and a post page arrive rendered by the web app's own components (dist-ssr, here a
// stand-in with the same two exports as apps/web/src/entry-server.tsx); each render reads its own
// visitor's first answers however many run at once; the root is inert until the app has loaded to
// hydrate it, and its scripts load through the build's hydrate loader. A render that fails serves
// the page as before.
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-web-'));
const dist = path.join(web, 'dist');
fs.mkdirSync(path.join(web, 'dist-ssr'), { recursive: true });
fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
fs.writeFileSync(path.join(dist, 'assets', 'hydrate-T3st.js'), '');
fs.writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><html><head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
  </head><body><div id="root"></div></body></html>`,
);
fs.writeFileSync(
  path.join(web, 'dist-ssr', 'entry-server.js'),
  `let source = () => undefined;
export function readAnswersFrom(read) { source = read; }
export async function render(url, signal, onError) {
  // Awaits in the middle, as React's render of a lazy page does: other renders run meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (url.includes('/post/')) { onError(new Error('a component failed')); return null; }
  const user = source()['/api/session'].user;
  return new TextEncoder().encode('<p>Hello ' + (user ? user.firstName : 'guest') + ' at ' + new URL(url).pathname + '</p>');
}`,
);

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ WEB_DIST_DIR: dist });
});
afterAll(() => fs.rmSync(web, { recursive: true, force: true }));

const rootOf = (html: string) => /<div id="root"[^>]*>(.*?)<\/div><\/body>/s.exec(html)?.[0] ?? '';

describe('pages rendered on the server', () => {
  it("renders each visitor's own /home, at once, into an inert root whose scripts wait for the paint", async () => {
    const [sam, pat] = [await poster(t, 'Sam Seller'), await poster(t, 'Pat Poster')];
    const [a, b, guest] = await Promise.all([
      t.request('ou', { method: 'GET', url: '/home', headers: { cookie: sam.jar.header } }),
      t.request('ou', { method: 'GET', url: '/home', headers: { cookie: pat.jar.header } }),
      t.request('ou', { method: 'GET', url: '/home' }),
    ]);
    expect(rootOf(a.body)).toBe(
      '<div id="root" inert data-server-rendered><p>Hello Sam at /home</p></div></body>',
    );
    expect(rootOf(b.body)).toContain('<p>Hello Pat at /home</p>');
    expect(rootOf(guest.body)).toContain('<p>Hello guest at /home</p>');
    expect(a.body).not.toContain('<script type="module"');
    expect(a.body).not.toContain('rel="modulepreload"');
    expect(a.body).toContain(
      '<script defer src="/assets/hydrate-T3st.js" data-entry="/assets/index-A.js" data-preload="/assets/react-B.js"></script>',
    );
    // The campus's colour (OU's crimson made readable) is in the first paint, not set by a script.
    expect(a.body).toMatch(/<style>:root\{--brand:#[0-9a-f]{6}\}<\/style>/);
  });

  it('a render that fails, and a page not rendered on the server, are served as before', async () => {
    const sam = await poster(t, 'Sam Again');
    for (const url of ['/post/0190c3a1-0000-7000-8000-000000000000', '/settings', '/']) {
      const res = await t.request('ou', { method: 'GET', url, headers: { cookie: sam.jar.header } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).toContain('<script type="module" crossorigin src="/assets/index-A.js"></script>');
      expect(res.body, url).not.toContain('hydrate-');
    }
  });

  it('an account the app sends on at once (e-mail not verified) gets no rendered page to flash by', async () => {
    const unverified = await registerUser(t, { fullName: 'Una Verified' });
    const res = await t.request('ou', {
      method: 'GET',
      url: '/home',
      headers: { cookie: unverified.jar.header },
    });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('hydrate-');
  });

  it('leaves a page without an entry script, or a build without the loader, as it is', () => {
    const html = '<html><head></head><body><div id="root"></div></body></html>';
    expect(deferScripts(html, ['/assets/page.js'], '/assets/hydrate-T3st.js')).toBe(html);
    const scripted = '<head>\n<script type="module" crossorigin src="/assets/index-A.js"></script></head>';
    expect(deferScripts(scripted, [], null)).toBe(scripted);
  });
});
