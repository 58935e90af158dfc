// Housing and sublets at both widths: a furnished sublet listed in the composer with its dates and
// rent, found by Move in by and a rent cap (and not found by a Move in by before it opens), and the
// rental tip under a message asking for a deposit for keys mailed from abroad.
import type { Page } from '@playwright/test';
import { openComposer } from './composer';
import { apiInPage, expect, siteUrl, test, watchConsole } from './fixtures';
import { doc } from './members';

/** The filters: the bar on wide screens, the sheet behind the Filters button on phones. */
async function openFilters(page: Page, isPhone: boolean) {
  if (!isPhone) return page.getByRole('group', { name: 'Filters' });
  await page.getByRole('button', { name: /^Filters/ }).click();
  return page.getByRole('dialog', { name: 'Filters' });
}

const LINE = 'Sublet · $650/mo · Jan 5 – May 15 · 1 bd · Furnished';

test('a furnished sublet is found by Move in by and rent, and a deposit for mailed keys shows the rental tip', async ({
  newMember,
  isPhone,
  tag,
}) => {
  test.setTimeout(120_000);
  const lister = await newMember('Lana Lister');
  const student = await newMember('Stu Student');
  const page = lister.page;
  const errors = watchConsole(page);
  const composer = await openComposer(page, isPhone);
  await composer.locator('[contenteditable="true"]').fill(`Sunny sublet ${tag}`);
  await composer.getByRole('button', { name: 'Category' }).click();
  const choices = isPhone ? page : page.getByRole('dialog', { name: 'Choose a category' });
  await choices.getByRole('button', { name: 'Housing & Apartments', exact: true }).click();
  await composer.getByLabel('Kind', { exact: true }).selectOption('sublet');
  await composer.getByLabel('Available from', { exact: true }).fill('2027-01-05');
  await composer.getByLabel('Available until', { exact: true }).fill('2027-05-15');
  await composer.getByLabel('Bedrooms', { exact: true }).fill('1');
  await composer.getByRole('checkbox', { name: 'Furnished' }).check();
  await composer.getByLabel('Rent per month ($)', { exact: true }).fill('650');
  await composer.getByRole('button', { name: isPhone ? 'Send Post' : 'Post', exact: true }).click();

  let postId = '';
  await expect
    .poll(async () => {
      const res = await apiInPage<{ posts: { id: string; plainText: string; priceCents: number | null }[] }>(
        page,
        'GET',
        `/api/profiles/${lister.username}/posts`,
      );
      const mine = res.json.posts.find((p) => p.plainText.includes(tag));
      postId = mine?.id ?? '';
      return mine?.priceCents;
    })
    .toBe(65_000);
  await page.goto(siteUrl('ou', `/post/${postId}`));
  await expect(page.getByText(LINE)).toBeVisible();
  expect(errors).toEqual([]);

  // The student finds it with Move in by Jan 10 and rent up to $700, chosen in the filters...
  const shopper = student.page;
  await shopper.goto(siteUrl('ou', `/search?q=${tag}`));
  await expect(shopper.getByText(`Sunny sublet ${tag}`)).toBeVisible();
  let filters = await openFilters(shopper, isPhone);
  await filters.getByLabel('Category').selectOption('housing & apartments');
  await filters.getByLabel('Move in by').fill('2027-01-10');
  await filters.getByLabel('Max rent ($)').fill('700');
  await filters.getByLabel('Max rent ($)').press('Enter');
  if (isPhone) await filters.getByRole('button', { name: 'Show results' }).click();
  await expect(shopper).toHaveURL(/moveInBy=2027-01-10/);
  await expect(shopper).toHaveURL(/maxPrice=700/);
  await expect(shopper.getByRole('button', { name: 'Remove filter: Move in by Jan 10' })).toBeVisible();
  await expect(shopper.getByText(`Sunny sublet ${tag}`)).toBeVisible();
  await expect(shopper.getByText(LINE)).toBeVisible();
  // ...and not with Move in by Jan 2, before it opens.
  filters = await openFilters(shopper, isPhone);
  await filters.getByLabel('Move in by').fill('2027-01-02');
  if (isPhone) await filters.getByRole('button', { name: 'Show results' }).click();
  await expect(shopper.getByRole('button', { name: 'Remove filter: Move in by Jan 2' })).toBeVisible();
  await expect(shopper.getByText('No listings match these filters')).toBeVisible();
  await expect(shopper.getByText(`Sunny sublet ${tag}`)).toBeHidden();

  // The student asks about it; the answer asks for a deposit for keys mailed from abroad.
  const asked = await apiInPage<{ chatId: string }>(shopper, 'POST', `/api/posts/${postId}/still-available`);
  expect(asked.status).toBe(201);
  const sent = await apiInPage(page, 'POST', `/api/chats/${asked.json.chatId}/messages`, {
    text: doc("I'm out of the country, send the deposit and I'll mail the keys"),
  });
  expect(sent.status).toBe(201);
  await shopper.goto(siteUrl('ou', `/messages/${asked.json.chatId}`));
  const tip = shopper.getByRole('note', { name: 'Safety tip' });
  await expect(tip).toContainText('Ask for a viewing in person or by live video');
});
