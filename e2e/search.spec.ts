import type { Page } from '@playwright/test';
import { apiInPage, expect, siteUrl, test, watchConsole } from './fixtures';
import { doc } from './members';

/** The search bar: the widget column's on wide screens, the search page's own on phones. */
const searchBar = (page: Page) => page.getByRole('combobox', { name: 'Search' });
/** The Latest tab, whose link carries the searched text once the page shows it. */
const latestTab = (page: Page) => page.getByRole('tab', { name: 'Latest' });
const dropdown = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' });

test("searching 'desk' on OU finds the OU desk post and never the UT one; suggestions while typing; tabs and empty states", async ({
  newMember,
  tag,
}) => {
  const ann = await newMember('Ann Seller');
  const uma = await newMember('Uma Texan', 'ut');
  const ouPost = `Oak desk for sale ${tag}`;
  const utPost = `Walnut desk for sale ${tag}`;
  expect((await apiInPage(ann.page, 'POST', '/api/posts', { text: doc(ouPost), uploadIds: [] })).status).toBe(
    201,
  );
  expect((await apiInPage(uma.page, 'POST', '/api/posts', { text: doc(utPost), uploadIds: [] })).status).toBe(
    201,
  );
  const page = ann.page;
  const errors = watchConsole(page);
  await page.goto(siteUrl('ou', '/search'));

  // Suggestions appear while typing: headlines of this campus's posts only.
  const bar = searchBar(page);
  await bar.click();
  await bar.pressSequentially(`desk ${tag.slice(0, -3)}`, { delay: 20 });
  await expect(bar).toHaveAttribute('aria-expanded', 'true');
  await expect(dropdown(page).getByRole('option', { name: ouPost })).toBeVisible();
  await expect(dropdown(page).getByRole('option', { name: utPost })).toHaveCount(0);

  // Enter searches the typed text; Latest is the default tab.
  await bar.fill('desk');
  await bar.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=desk$/);
  await expect(page.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results.getByText(ouPost)).toBeVisible();
  await expect(page.getByText(utPost)).toHaveCount(0);
  const api = await apiInPage<{ posts: { campusId: string }[] }>(page, 'GET', '/api/search?q=desk');
  expect(api.json.posts.length).toBeGreaterThan(0);
  expect(api.json.posts.every((p) => p.campusId === 'ou')).toBe(true);

  // The tag finds only the OU post; it has no photos, so Media is empty.
  await page.goto(siteUrl('ou', `/search?q=${tag}`));
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('article')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Media' }).click();
  await expect(page).toHaveURL(/show=media/);
  await expect(page.getByRole('heading', { name: `No photos / videos for "${tag}"` })).toBeVisible();
  await expect(page.getByText('Try searching for something else')).toBeVisible();

  // Nothing found anywhere.
  await page.goto(siteUrl('ou', '/search?q=qwxyzplk'));
  await expect(page.getByRole('heading', { name: 'No results for "qwxyzplk"' })).toBeVisible();
  await expect(page.getByText('Try searching for something else')).toBeVisible();
  await page.getByRole('tab', { name: 'People' }).click();
  await expect(page.getByRole('heading', { name: 'No one found for "qwxyzplk"' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the People tab finds a member by part of a name and leads to the profile', async ({ newMember }) => {
  const quinn = await newMember('Quentessa Marlow');
  const finder = await newMember('Finn Finder');
  const page = finder.page;
  const errors = watchConsole(page);
  await page.goto(siteUrl('ou', '/search'));
  await searchBar(page).fill('quentes');
  await searchBar(page).press('Enter');
  await page.getByRole('tab', { name: 'People' }).click();
  await expect(page).toHaveURL(/\/search\?q=quentes&show=people$/);
  const person = page
    .getByRole('list', { name: 'People found' })
    .getByRole('link')
    .filter({ hasText: `@${quinn.username}` });
  await expect(person).toContainText('Quentessa M.');
  await person.click();
  await expect(page).toHaveURL(new RegExp(`/${quinn.username}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Quentessa M.' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('recent searches: added on search, a duplicate refused, one removed, all cleared; the highlight wraps', async ({
  newMember,
}) => {
  const ray = await newMember('Ray Recent');
  const page = ray.page;
  const errors = watchConsole(page, [/status of 409/]);
  await page.goto(siteUrl('ou', '/search'));
  const bar = searchBar(page);
  for (const term of ['lamp', 'bike', 'sofa']) {
    await bar.fill(term);
    await bar.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${term}$`));
    await expect(latestTab(page)).toHaveAttribute('href', `/search?q=${term}`);
  }
  const recent = page.getByRole('group', { name: 'My Recent' });
  await bar.fill('');
  await expect(recent.getByRole('option')).toHaveText(['sofa', 'bike', 'lamp']);

  // Blank text is ignored.
  await bar.fill('   ');
  await bar.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=sofa$/);

  // Searching a remembered text again: the search happens, with the spec's duplicate alert.
  await bar.fill('lamp');
  await bar.press('Enter');
  await expect(page.getByText('That query has already been added.')).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=lamp$/);
  await expect(latestTab(page)).toHaveAttribute('href', '/search?q=lamp');

  // Remove one.
  await bar.fill('');
  await recent.getByRole('button', { name: 'Remove bike' }).click();
  await expect(page.getByText('Recent Search Removed')).toBeVisible();
  await expect(recent.getByRole('option')).toHaveText(['lamp', 'sofa']);

  // Arrow keys walk every option with wrap-around; Enter searches the highlighted one.
  const options = dropdown(page).getByRole('option');
  const count = await options.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await bar.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(bar).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id')) ?? '',
  );
  await bar.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await expect(options.last()).toHaveText('sofa');
  for (let i = 0; i < count; i++) await bar.press('ArrowDown');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await bar.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await bar.press('ArrowUp');
  await bar.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=sofa$/);
  await expect(latestTab(page)).toHaveAttribute('href', '/search?q=sofa');

  // Escape closes the dropdown.
  await bar.fill('');
  await expect(bar).toHaveAttribute('aria-expanded', 'true');
  await bar.press('Escape');
  await expect(bar).toHaveAttribute('aria-expanded', 'false');

  // Clear all, after the confirmation.
  await bar.click();
  await recent.getByRole('button', { name: 'Clear all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear all recent searches?' });
  await expect(dialog).toContainText("This can't be undone and you'll remove all your recent searches.");
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByText('Search History Cleared')).toBeVisible();
  await bar.fill('');
  await expect(dropdown(page).or(page.getByText('Start typing to search…'))).toBeVisible();
  await expect(recent).toHaveCount(0);
  expect((await apiInPage<{ searches: unknown[] }>(page, 'GET', '/api/search/recent')).json.searches).toEqual(
    [],
  );
  expect(errors).toEqual([]);
});

test('Popular searches lists the most searched terms; tapping one searches it', async ({
  newMember,
}, info) => {
  const pia = await newMember('Pia Popular');
  const page = pia.page;
  const errors = watchConsole(page);
  const top = `popular bike ${info.project.name}`;
  for (let i = 0; i < 6; i++) {
    expect((await apiInPage(page, 'POST', '/api/search/terms', { q: top })).status).toBe(204);
  }
  await page.goto(siteUrl('ou', '/search'));
  const popular = page.getByRole('region', { name: 'Popular searches' });
  await expect(popular.getByRole('heading', { name: 'Popular searches' })).toBeVisible();
  const items = popular.getByRole('button');
  await expect(items.filter({ hasText: top })).toBeVisible();
  expect(await items.count()).toBeLessThanOrEqual(14);

  // The bar shows up to 4 of them.
  await searchBar(page).click();
  const inBar = page.getByRole('group', { name: 'Popular searches' }).getByRole('option');
  await expect(inBar.first()).toBeVisible();
  expect(await inBar.count()).toBeLessThanOrEqual(4);
  await searchBar(page).press('Escape');

  await items.filter({ hasText: top }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${top.replaceAll(' ', '\\+')}$`));
  await expect(page.getByRole('tab', { name: 'Latest' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a guest on a private campus is asked to join instead of searching', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto(siteUrl('ou', '/search?q=desk'));
  await expect(page.getByRole('heading', { name: 'This community is private.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Click to Join' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('on the hub the search box and /search only lead to /search_schools', async ({ page, isPhone }) => {
  const errors = watchConsole(page);
  await page.goto(siteUrl('hub', '/search?q=desk'));
  await expect(page).toHaveURL(/\/search_schools$/);
  if (!isPhone) {
    await page.goto(siteUrl('hub', '/home'));
    await page.getByRole('search').getByRole('searchbox', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search_schools$/);
  }
  await expect(page.getByRole('heading', { name: 'Find Your School' })).toBeVisible();
  expect(errors).toEqual([]);
});
