// Photos have alt text. The composer lets the author write one per photo; a photo left
// without one is read as the post's text start.
import { expect, siteUrl, test } from './fixtures';
import { member, PHOTO } from './members';

test('the author writes a photo its alt text in the composer; the other photo reads the text start', async ({
  browser,
  request,
  isPhone,
}, info) => {
  test.skip(isPhone, 'the same composer as a page on phones');
  const { page } = await member(browser, request, 'Alma Alt', info.project.name);
  const tag = Date.now().toString(36);
  await page.goto(siteUrl('ou', '/home'));
  await page.getByRole('button', { name: 'Create Post' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create Post' });
  await dialog.locator('[contenteditable="true"]').fill(`Walnut side table ${tag}`);
  await dialog.locator('input[type="file"]').setInputFiles([PHOTO, PHOTO]);
  await expect(dialog.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  const fields = dialog.getByRole('textbox', { name: /^Describe photo [12] of 2$/ });
  await expect(fields).toHaveCount(2);
  await fields.first().fill('A small walnut table beside a window');
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Posted! Your post was sent.')).toBeVisible();

  const card = page.getByRole('article').filter({ hasText: tag });
  await expect(card.getByRole('img', { name: 'A small walnut table beside a window' })).toBeVisible();
  await expect(card.getByRole('img', { name: new RegExp(`^Walnut side table ${tag}`) })).toHaveCount(1);
});
