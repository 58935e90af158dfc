// Journeys that list through the composer open it the way a person does at their width.
import type { Locator, Page } from '@playwright/test';
import { expect, siteUrl } from './fixtures';

/** The composer: the Create Post dialog on a wide screen, /create/post on a phone. */
export async function openComposer(page: Page, isPhone: boolean): Promise<Locator> {
  if (isPhone) {
    await page.goto(siteUrl('ou', '/create/post'));
    return page.locator('main, body').first();
  }
  await page.goto(siteUrl('ou', '/home'));
  await expect(async () => {
    await page.getByRole('button', { name: 'Create Post' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Create Post' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  return page.getByRole('dialog', { name: 'Create Post' });
}
