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
