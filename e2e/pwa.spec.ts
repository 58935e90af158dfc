import { expect } from '@playwright/test';
import { siteUrl, test, watchConsole } from './fixtures';

// The journeys' browsers run without the service worker (playwright.base.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

test('a campus home is installable; the service worker controls it after a reload; offline, the app shell and the offline page still load', async ({
  page,
  context,
}) => {
  const errors = watchConsole(page, [/Failed to load resource/, /ERR_INTERNET_DISCONNECTED/]);
  await page.goto(siteUrl('ou', '/home'));
  await expect(page.getByRole('heading', { name: 'Welcome to OU Buy / Sell' })).toBeVisible();

  // The manifest this page links to: what Chromium needs to install the app, with OU's name and colour.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await page.evaluate(async (url) => (await fetch(url!)).json() as Promise<Manifest>, href);
  expect(manifest).toMatchObject({
    name: 'OU Buy / Sell',
    start_url: '/home',
    display: 'standalone',
    theme_color: '#841617',
  });
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose === 'any')!;
    const drawn = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, icon.src);
    expect(drawn).toEqual([size, size]);
  }
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Chromium's own check of manifest and icons; a test context is incognito, which alone blocks installing.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);

  // The worker installs on the first visit; after one reload it controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  expect(controller).toBe(siteUrl('ou', '/sw.js'));

  // Network cut: the page reloads from the cached app shell and says it is offline.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  // A page that was never opened comes from the same shell; the static offline page is cached too.
  await page.goto(siteUrl('ou', '/saved'));
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await page.goto(siteUrl('ou', '/offline.html'));
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();

  // Back online, the app comes back by itself from the offline page.
  await page.goto(siteUrl('ou', '/home'));
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Welcome to OU Buy / Sell' })).toBeVisible();
  // API answers and stored files never enter the cache.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((u) => u.startsWith('/api/') || u.startsWith('/files/'))).toEqual([]);
  expect(errors.filter((e) => !/net::|Failed to fetch|NetworkError/.test(e))).toEqual([]);
});

test('the hub has its own manifest', async ({ page }) => {
  await page.goto(siteUrl('hub', '/home'));
  const manifest = await page.evaluate(
    async () => (await fetch('/manifest.webmanifest')).json() as Promise<Manifest>,
  );
  expect(manifest).toMatchObject({ name: 'Campus Buy / Sell', theme_color: '#1f5fd6' });
  expect(manifest.icons.map((i) => i.src)).toContain('/api/campuses/campus/icons/512.png');
});

test('robots.txt is a robots file, not the app: campus pages open to crawlers, members’ own pages and the API closed', async ({
  page,
}) => {
  const response = (await page.goto(siteUrl('ou', '/robots.txt')))!;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await response.text()).split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  for (const line of lines) expect(line).toMatch(/^(User-agent|Disallow|Allow): \S*$/);
  expect(lines).toContain('Disallow: /api/');
  expect(lines).toContain('Disallow: /messages');
  expect(lines.some((l) => /^Disallow: \/(home|post)?$/.test(l))).toBe(false);
});
