import type { Page } from '@playwright/test';
import { apiInPage, expect, siteUrl, test, watchConsole } from './fixtures';
import { doc } from './members';

/** The filters: the bar on wide screens, the sheet behind the Filters button on phones. */
async function openFilters(page: Page, isPhone: boolean) {
  if (!isPhone) return page.getByRole('group', { name: 'Filters' });
  await page.getByRole('button', { name: /^Filters/ }).click();
  return page.getByRole('dialog', { name: 'Filters' });
}

/** $20–$50, Good or better, price low to high, through the controls. */
async function chooseDeskBudget(page: Page, isPhone: boolean) {
  const filters = await openFilters(page, isPhone);
  await filters.getByLabel('Min price ($)').fill('20');
  await filters.getByLabel('Min price ($)').press('Enter');
  await filters.getByLabel('Max price ($)').fill('50');
  await filters.getByLabel('Max price ($)').press('Enter');
  for (const condition of ['New', 'Like new', 'Good'])
    await filters.getByRole('checkbox', { name: condition, exact: true }).check();
  await filters.getByLabel('Sort').selectOption('price_asc');
  if (isPhone) await filters.getByRole('button', { name: 'Show results' }).click();
}

const BUDGET = /minPrice=20&maxPrice=50&condition=new,like_new,good&sort=price_asc/;

test('a buyer narrows the feed and search to $20–$50, Good or better, cheapest first; the link reproduces it; chips clear it; a misspelling is found under a price cap; the search is saved with its filters', async ({
  newMember,
  tag,
  isPhone,
}) => {
  const buyer = await newMember('Bo Budget');
  const page = buyer.page;
  const errors = watchConsole(page);
  // Listings of the buyer's own (they show in the feed and search like anyone's).
  const listings = [
    { name: 'walnut', price: 45, condition: 'like_new' },
    { name: 'birch', price: 25, condition: 'good' },
    { name: 'pine', price: 30, condition: 'fair' },
    { name: 'oak', price: 60, condition: 'new' },
  ];
  for (const l of listings) {
    const res = await apiInPage(page, 'POST', '/api/posts', {
      text: doc(`Desk ${l.name} ${tag}`),
      price: l.price,
      condition: l.condition,
      uploadIds: [],
    });
    expect(res.status).toBe(201);
  }
  const mine = (list: string) =>
    page.getByRole('list', { name: list }).getByRole('article').filter({ hasText: tag });

  // The feed: the filters through the controls, into the address.
  await page.goto(siteUrl('ou', '/home'));
  await expect(page.getByRole('list', { name: 'Posts' })).toBeVisible();
  await chooseDeskBudget(page, isPhone);
  await expect(page).toHaveURL(BUDGET);
  await expect(mine('Posts')).toHaveCount(2);
  await expect(mine('Posts').nth(0)).toContainText(`Desk birch ${tag}`);
  await expect(mine('Posts').nth(1)).toContainText(`Desk walnut ${tag}`);
  await expect(mine('Posts').nth(1)).toContainText('Like new');
  if (isPhone) await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeVisible();

  // Search, from a link with the same filters in a new page: the same listings in the same order.
  const other = await page.context().newPage();
  const otherErrors = watchConsole(other);
  const query = new URL(page.url()).search.slice(1);
  await other.goto(siteUrl('ou', `/search?q=desk%20${tag}&${query}`));
  const found = other.getByRole('list', { name: 'Results' }).getByRole('article');
  await expect(found).toHaveCount(2);
  await expect(found.nth(0)).toContainText(`Desk birch ${tag}`);
  const chips = other.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('button', { name: 'Remove filter: $20–$50' })).toBeVisible();
  // Saved with its filters (the alert's rule is tested in saved-searches.routes.test.ts).
  await other.getByRole('button', { name: 'Save search' }).click();
  await expect(other.getByRole('button', { name: 'Saved' })).toBeDisabled();

  // Each chip clears its own filter; Clear all the rest.
  await chips.getByRole('button', { name: 'Remove filter: $20–$50' }).click();
  await expect(found).toHaveCount(3); // oak ($60, New) joins, cheapest first: birch, walnut, oak
  await expect(found.nth(2)).toContainText(`Desk oak ${tag}`);
  await expect(other).not.toHaveURL(/minPrice/);
  await other.getByRole('button', { name: 'Clear all' }).click();
  await expect(found).toHaveCount(4);
  await expect(other).toHaveURL(new RegExp(`/search\\?q=desk(\\+|%20)${tag}$`));

  // A misspelling, under a price cap: found, and the page says which word it used.
  const typo = `${tag.slice(0, 3)}${tag[4]}${tag[3]}${tag.slice(5)}`;
  await other.goto(siteUrl('ou', `/search?q=${typo}&maxPrice=40`));
  await expect(found).toHaveCount(2);
  await expect(other.getByText(`Showing results for ${tag}.`)).toBeVisible();
  await expect(other.getByRole('link', { name: typo })).toBeVisible();
  // A bad part of a link is dropped, said once, and the rest applies.
  await other.goto(siteUrl('ou', `/search?q=${tag}&maxPrice=40&condition=mint`));
  await expect(other.getByText(/Some filters in this link were not valid/)).toBeVisible();
  await expect(other).not.toHaveURL(/condition=/);
  await expect(found).toHaveCount(2);

  // The saved search shows its filters in settings, and leads back to them.
  await other.goto(siteUrl('ou', '/settings/saved_searches'));
  const saved = other.getByRole('list', { name: 'Saved searches' });
  await expect(saved.getByText('$20–$50 · New, Like new, Good')).toBeVisible();
  await saved.getByRole('link', { name: `desk ${tag}` }).click();
  await expect(other).toHaveURL(/minPrice=20&maxPrice=50&condition=new(,|%2C)like_new(,|%2C)good/);
  expect([...errors, ...otherErrors]).toEqual([]);
});

test('the filter sheet applies as one step: Back closes it first, and one Back after it leaves the filters; no match says so with Clear filters; Free only with From $20 is resolved with a sentence', async ({
  newMember,
  tag,
  isPhone,
}) => {
  const member = await newMember('Hal History');
  const page = member.page;
  const errors = watchConsole(page);
  // The words as typed (exact=1): another journey's tag must not stand in for this one.
  await page.goto(siteUrl('ou', `/search?q=${tag}&exact=1`));
  await expect(page.getByText(`No results for "${tag}"`)).toBeVisible();

  if (isPhone) {
    // Ticks in the sheet change nothing behind it; Back closes the sheet and applies them, once.
    let sheet = await openFilters(page, isPhone);
    for (const condition of ['New', 'Good'])
      await sheet.getByRole('checkbox', { name: condition, exact: true }).check();
    await expect(page).not.toHaveURL(/condition=/);
    await page.goBack();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/condition=new,good/);
    // Show results after a Clear: one step again; one Back returns to the ticks, one more to none.
    sheet = await openFilters(page, isPhone);
    await sheet.getByRole('checkbox', { name: 'Free only' }).check();
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/condition=new,good&free=true|free=true&condition=new,good/);
    await page.goBack();
    await expect(page).toHaveURL(/condition=new,good$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${tag}&exact=1$`));
  }

  // Free only, then a lowest price: the price stays, Free only goes, and the page says why.
  const filters = await openFilters(page, isPhone);
  await filters.getByRole('checkbox', { name: 'Free only' }).check();
  await filters.getByLabel('Min price ($)').fill('20');
  await filters.getByLabel('Min price ($)').press('Enter');
  await expect(
    page.getByText('A lowest price above $0 leaves out free listings, so Free only was turned off.'),
  ).toBeVisible();
  await expect(filters.getByRole('checkbox', { name: 'Free only' })).not.toBeChecked();
  if (isPhone) await filters.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/minPrice=20/);
  await expect(page).not.toHaveURL(/free=/);
  // Nothing matches: the list says the filters did it, and clears them.
  await expect(page.getByRole('heading', { name: 'No listings match these filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${tag}&exact=1$`));
  await expect(page.getByText(`No results for "${tag}"`)).toBeVisible();
  expect(errors).toEqual([]);
});
