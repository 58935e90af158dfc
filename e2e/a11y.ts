// The page walk of the accessibility specs: each visit loads a page, waits for it to
// settle, optionally opens a dialog or menu, and runs axe (axe.ts). Failures are collected so one run
// lists every page's violations.
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations, installAxe } from './axe';
import { siteUrl, test } from './fixtures';

/** How long a dialog or menu may take to open before that page counts as failed. */
const OPEN_TIMEOUT = 20_000;

export interface Visit {
  /** A path on the campus (or `site`), or one made from the test's fixtures. */
  path: string | ((f: Fixtures) => string);
  site?: string;
  /** Opens a dialog or menu before the check. */
  open?: (page: Page, isPhone: boolean) => Promise<void>;
  /** What the check is called when `open` is set. */
  label?: string;
}

export interface Fixtures {
  postId: string;
  ownerName: string;
  chatId: string;
}

/** Opens the first menu button of this name and waits for its menu. */
export const openMenu = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name }).first().click({ timeout: OPEN_TIMEOUT });
  await page.getByRole('menu').waitFor({ timeout: OPEN_TIMEOUT });
};

/** Opens the first button of this name (in the page's main content) and waits for its dialog. */
export const openDialog = (button: string) => async (page: Page) => {
  await page
    .getByRole('main')
    .getByRole('button', { name: button, exact: true })
    .first()
    .click({ timeout: OPEN_TIMEOUT });
  await page.getByRole('dialog').or(page.getByRole('alertdialog')).first().waitFor({ timeout: OPEN_TIMEOUT });
};

/** Opens a menu, then one of its items, and waits for the dialog that item opens. */
export const openMenuItem = (menu: string, item: string) => async (page: Page) => {
  await openMenu(menu)(page);
  await page.getByRole('menuitem', { name: item, exact: true }).click({ timeout: OPEN_TIMEOUT });
  await page.getByRole('dialog').or(page.getByRole('alertdialog')).first().waitFor({ timeout: OPEN_TIMEOUT });
};

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('status')
    .filter({ hasText: /^Loading/ })
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => {});
}

/** Visits each page (opening its dialog) and collects every page's serious violations into `failures`. */
export async function check(
  page: Page,
  visits: Visit[],
  f: Fixtures,
  isPhone: boolean,
  failures: string[] = [],
): Promise<string[]> {
  await installAxe(page.context());
  for (const visit of visits) {
    const path = typeof visit.path === 'string' ? visit.path : visit.path(f);
    const label = `${visit.site ?? 'ou'}${path}${visit.open ? ` (${visit.label ?? 'open'})` : ''}`;
    await test.step(label, async () => {
      await page.goto(siteUrl(visit.site ?? 'ou', path));
      await settle(page);
      try {
        await visit.open?.(page, isPhone);
        await expectNoSeriousViolations(page, label);
      } catch (e) {
        failures.push(`${label}: ${(e as Error).message}`);
        // Reported even when the test later runs out of time.
        expect.soft((e as Error).message, label).toBe('');
      }
    });
  }
  return failures;
}

export const expectNone = (failures: string[]) => {
  if (failures.length) throw new Error(failures.join('\n\n'));
};
