import { test as base, expect, type Page } from '@playwright/test';
import { type Member, member, type TestCampus } from './members';
import { E2E_PORT } from './playwright.config';

/** The origin of a site: 'hub' or a campus subdomain such as 'ou' (of the server on `port`). */
export function siteUrl(site: string, path = '/', port = E2E_PORT): string {
  const host = site === 'hub' ? 'localhost' : `${site}.localhost`;
  return `http://${host}:${port}${path}`;
}

const PHONE = { width: 390, height: 844 };

export const test = base.extend<{
  /**
   * Closes the browser contexts a journey opened itself (its members' browsers): left open, their
   * pages (a live feed and a socket each) kept running in the worker's browser for the rest of the run,
   * taking the cores from the journeys after them.
   */
  closeOwnContexts: undefined;
  isPhone: boolean;
  /**
   * Unique to this test and project, letters and digits only (the search engine keeps it one word):
   * the desktop and phone runs share one server, so texts that must be found carry it.
   */
  tag: string;
  /** A new member of a campus (OU unless said) in a browser of their own, at the project's width. */
  newMember: (name: string, campus?: TestCampus) => Promise<Member>;
}>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
  isPhone: async ({ viewport }, use) => {
    await use((viewport?.width ?? 1280) <= 769);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first argument.
  tag: async ({}, use, info) => {
    await use(`${info.project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`);
  },
  newMember: async ({ browser, request, isPhone }, use, info) => {
    await use((name, campus = 'ou') =>
      member(browser, request, name, info.project.name, campus, isPhone ? PHONE : undefined),
    );
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
