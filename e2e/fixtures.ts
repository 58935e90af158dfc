import { test as base, expect, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config';

/** The origin of a site: 'hub' or a campus subdomain such as 'ou'. */
export function siteUrl(site: string, path = '/'): string {
  const host = site === 'hub' ? 'localhost' : `${site}.localhost`;
  return `http://${host}:${E2E_PORT}${path}`;
}

export const test = base.extend<{ isPhone: boolean }>({
  isPhone: async ({ viewport }, use) => {
    await use((viewport?.width ?? 1280) <= 769);
  },
});

/** Fails the test on any console error the page logs, but for expected 404 resources. */
export function watchConsole(page: Page, allow: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !allow.some((re) => re.test(m.text()))) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

export { expect };

/**
 * Calls the API from inside the page (Node's resolver does not know *.localhost; the browser does,
 * and sends the page's cookies and Origin).
 */
export async function apiInPage<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const call = () =>
    page.evaluate(
      async ({ method, path, body }) => {
        const res = await fetch(path, {
          method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: res.status, json: res.status === 204 ? null : await res.json() };
      },
      { method, path, body },
    ) as Promise<{ status: number; json: T } | undefined>;
  const result = await call();
  if (result) return result;
  // Chromium answers `undefined` when the page's document was replaced during the call (seen once
  // under load right after a client-side navigation). A read is asked again on the settled page; a
  // write is not repeated.
  if (method !== 'GET') throw new Error(`${method} ${path}: the page changed during the call`);
  await page.waitForLoadState();
  const again = await call();
  if (!again) throw new Error(`GET ${path}: the page changed during the call, twice`);
  return again;
}
