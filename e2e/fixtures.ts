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
 * and sends the page's cookies and Origin). The body comes back as text and is parsed here:
 * Playwright's value serializer gives up (answers `undefined`) on deeply nested values, and a feed
 * may hold a hostile 3,000-deep document that another spec stored.
 */
export async function apiInPage<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const { status, text } = await page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, text: res.status === 204 ? '' : await res.text() };
    },
    { method, path, body },
  );
  return { status, json: (text === '' ? null : JSON.parse(text)) as T };
}
