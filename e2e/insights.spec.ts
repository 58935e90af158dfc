import type { Page } from '@playwright/test';
import { emailOf, grantAdmin } from './admin';
import { apiInPage, expect, siteUrl, test } from './fixtures';
import { doc } from './members';

/** Today's "Listings posted" in the Insights table (the Day column is the row's header). */
async function listingsPostedToday(page: Page): Promise<number> {
  const table = page.getByRole('table', { name: 'Figures per day' });
  const headers = await table.getByRole('columnheader').allTextContents();
  const column = headers.indexOf('Listings posted');
  expect(column).toBeGreaterThan(0);
  const today = table.getByRole('row').filter({ hasText: 'Today so far' });
  // The row's cells after its header: the header counts as column 0.
  return Number(
    await today
      .getByRole('cell')
      .nth(column - 1)
      .textContent(),
  );
}

test('a member posts a listing; a moderator of the campus sees it in the Insights tab, in its chart and its table', async ({
  newMember,
}) => {
  const member = await newMember('Ines Insightful');
  const moderator = await newMember('Omar Overseer');
  const admin = await newMember('Ana Administrator');
  // Data made through the API: appointing the moderator is not what this journey is about.
  expect(grantAdmin(await emailOf(admin.page))).toContain('is now an administrator');
  const appointed = await apiInPage(admin.page, 'POST', '/api/admin/moderators', {
    user: moderator.username,
  });
  expect(appointed.status).toBe(201);

  const m = moderator.page;
  await m.goto(siteUrl('ou', '/moderation'));
  await m.getByRole('link', { name: 'Insights', exact: true }).click();
  await expect(m.getByRole('heading', { name: 'The last 90 days' })).toBeVisible();
  const before = await listingsPostedToday(m);

  const posted = await apiInPage(member.page, 'POST', '/api/posts', {
    text: doc('Insightful desk lamp'),
    price: 12,
    uploadIds: [],
  });
  expect(posted.status).toBe(201);

  await m.reload();
  await expect(m.getByRole('heading', { name: 'The last 90 days' })).toBeVisible();
  expect(await listingsPostedToday(m)).toBeGreaterThanOrEqual(before + 1);
  // The charts are drawn (uPlot's canvas), one for the listings among them.
  await expect(m.getByRole('img', { name: 'Listings' }).locator('canvas')).toHaveCount(1);
  await expect(m.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
    'download',
    /insights-ou-.*\.csv/,
  );
});
