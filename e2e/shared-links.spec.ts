// What a visitor meets first from a link someone shared — a post of a private campus
// opened signed out.
import { apiInPage, expect, siteUrl, test, watchConsole } from './fixtures';
import { doc, member } from './members';

test('a guest opening a shared post link of OU gets the private-campus notice, not an error', async ({
  browser,
  request,
  page,
}, info) => {
  const author = await member(browser, request, 'Sasha Sharer', info.project.name);
  const text = `Mini fridge ${Date.now().toString(36)}`;
  const created = await apiInPage<{ id: string }>(author.page, 'POST', '/api/posts', {
    text: doc(text),
    uploadIds: [],
  });
  expect(created.status).toBe(201);
  await author.page.context().close();

  // The server refuses the guest (401 campus_private); the page says why instead of failing.
  const errors = watchConsole(page, [/401 \(Unauthorized\)/]);
  for (const link of [`/post/${created.json.id}?redirect=true`, `/post/${created.json.id}`]) {
    await page.goto(siteUrl('ou', link));
    await expect(page.getByRole('heading', { name: 'This community is private.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Click to Join' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Group' })).toBeVisible();
    await expect(page.getByText('Something went wrong.')).toHaveCount(0);
    await expect(page.getByText(text)).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Click to Join' }).click();
  await expect(page).toHaveURL(siteUrl('ou', '/user_registration'));
  expect(errors).toEqual([]);
});
