import { apiInPage, expect, siteUrl, test, watchConsole } from './fixtures';
import { doc, PHOTO } from './members';

test("a member saves the search 'lamp'; another member posts a lamp; the first is notified with a link to it", async ({
  newMember,
  tag,
}) => {
  const searcher = await newMember('Lena Looker');
  const author = await newMember('Paul Poster');
  const page = searcher.page;
  const errors = watchConsole(page);
  await page.goto(siteUrl('ou', '/search?q=lamp'));
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();

  const text = `Brass lamp ${tag}`;
  const created = await apiInPage<{ id: string }>(author.page, 'POST', '/api/posts', {
    text: doc(text),
    uploadIds: [],
  });
  expect(created.status).toBe(201);
  await page.goto(siteUrl('ou', '/notifications'));
  const alert = page.getByRole('link', { name: /Paul P. posted something matching your saved search/ });
  await expect(alert.first()).toBeVisible();
  await expect(page.locator(`a[href="/post/${created.json.id}"]`)).toBeVisible();
  await page.locator(`a[href="/post/${created.json.id}"]`).click();
  await expect(page.getByText(text)).toBeVisible();

  // The saved searches page lists it, and removes it.
  await page.goto(siteUrl('ou', '/settings/saved_searches'));
  const list = page.getByRole('list', { name: 'Saved searches' });
  await expect(list.getByRole('link', { name: 'lamp' })).toBeVisible();
  await list.getByRole('button', { name: 'Remove lamp' }).click();
  await expect(page.getByText("You haven't saved any searches yet.")).toBeVisible();
  expect(errors).toEqual([]);
});

test("a seller drops the price of a saved post; the member who saved it gets 'Price dropped on a post you saved'", async ({
  newMember,
  tag,
}) => {
  const seller = await newMember('Pia Pricer');
  const saver = await newMember('Sid Saver');
  const created = await apiInPage<{ id: string }>(seller.page, 'POST', '/api/posts', {
    text: doc(`Standing desk ${tag}`),
    uploadIds: [],
    price: 120,
  });
  expect(created.status).toBe(201);
  const postId = created.json.id;
  expect((await apiInPage(saver.page, 'POST', `/api/posts/${postId}/like`, {})).status).toBe(200);

  const page = seller.page;
  await page.goto(siteUrl('ou', `/post/${postId}`));
  await page.getByRole('button', { name: 'Post options' }).first().click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Post' });
  await dialog.getByRole('textbox', { name: 'Price ($)' }).fill('90');
  await dialog.getByLabel('Add photos').setInputFiles(PHOTO);
  await expect(dialog.getByText('Adding: photo.jpg')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: 'Post by Pia P.' }).first();
  await expect(card.getByText('Edited')).toBeVisible();
  await expect(card.getByText('$90')).toBeVisible();
  await expect(card.locator('img[src*="/files/images/posts/"]')).toHaveCount(1);

  await saver.page.goto(siteUrl('ou', '/notifications'));
  await expect(saver.page.getByText('Price dropped on a post you saved')).toBeVisible();
  await expect(saver.page.locator(`a[href="/post/${postId}"]`).first()).toBeVisible();
});
