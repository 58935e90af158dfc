import type { Page } from '@playwright/test';
import { apiInPage, expect, siteUrl, test, watchConsole } from './fixtures';
import { doc, uploadPhoto } from './members';

// A student's first hour on the feed: a sold post offers no boost (and a boost refused says why),
// Back from a post returns to the same filtered feed at the same place, and a tap on a card's text
// or photo opens the post without taking over its links, buttons or a text selection.

async function newPost(page: Page, text: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await apiInPage<{ id: string }>(page, 'POST', '/api/posts', {
    text: doc(text),
    uploadIds: [],
    ...extra,
  });
  expect(res.status).toBe(201);
  return res.json.id;
}

test('a sold post offers no boost, and opening its boost page says why', async ({ newMember, tag }) => {
  test.setTimeout(120_000);
  const seller = await newMember('Sol Seller');
  const page = seller.page;
  const errors = watchConsole(page, [/409/]);
  const postId = await newPost(page, `Desk lamp ${tag}`, { category: 'home decor', price: 12 });

  // Available: the owner may boost it.
  await page.goto(siteUrl('ou', `/post/${postId}`));
  await expect(page.getByRole('link', { name: 'Boost for $5' })).toBeVisible();

  expect((await apiInPage(page, 'POST', `/api/posts/${postId}/status`, { status: 'sold' })).status).toBe(200);
  await page.reload();
  await expect(page.getByText('Sold', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Boost for $5' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Post options' }).first().click();
  await expect(page.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Boost Post' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // An old link to its boost page: the server's sentence, not a guess.
  await page.goto(siteUrl('ou', `/post/${postId}/boost`));
  await expect(
    page.getByRole('alert').filter({ hasText: 'Sold posts cannot be boosted.' }).first(),
  ).toBeVisible();
  await expect(page.getByText('Something Went Wrong. Please logout and try again.')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('Back from a post returns to the same category and scroll position', async ({ newMember, tag }) => {
  test.setTimeout(120_000);
  const reader = await newMember('Fern Feed');
  const seller = await newMember('Sid Chairs');
  const page = reader.page;
  const errors = watchConsole(page);
  // Enough posts of one category to scroll past a screen (two authors: a member may post 10 in 10 minutes).
  for (let i = 0; i < 12; i++)
    await newPost(i % 2 ? page : seller.page, `Chair ${i} ${tag}\nSturdy, oak, pick up on campus.`, {
      category: 'furniture',
      price: 20,
    });

  await page.goto(siteUrl('ou', '/home'));
  await page.getByLabel('Category').selectOption('furniture');
  await expect(page).toHaveURL(/[?&]category=furniture/);
  const card = page.getByRole('article').filter({ hasText: `Chair 3 ${tag}` });
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(200);

  await card.getByRole('link', { name: /^Comment/ }).click();
  await expect(page).toHaveURL(/\/post\/[0-9a-f-]+$/);
  await page.goBack();

  await expect(page).toHaveURL(/\/home\?category=furniture/);
  await expect(page.getByLabel('Category')).toHaveValue('furniture');
  await expect(card).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 40);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(40);
  // Every post shown still fits the filter.
  await expect(page.getByRole('article').filter({ hasText: `Chair 0 ${tag}` })).toHaveCount(1);
  expect(errors).toEqual([]);
});

test("a tap on a card's text or photo opens the post; its buttons and a text selection do not", async ({
  newMember,
  tag,
}) => {
  test.setTimeout(120_000);
  const author = await newMember('Tia Tapper');
  const page = author.page;
  const errors = watchConsole(page);
  const photoId = await newPost(page, `Floor lamp photo ${tag}`, { uploadIds: [await uploadPhoto(page)] });
  const textId = await newPost(
    page,
    `Bean bag ${tag} in very good shape, comes with a spare cover and a pump`,
  );

  await page.goto(siteUrl('ou', '/home'));
  const textCard = page.getByRole('article').filter({ hasText: `Bean bag ${tag}` });
  // Its buttons keep their own job.
  await textCard.getByRole('button', { name: /^Save/ }).click();
  await expect(textCard.getByRole('button', { name: 'Saved!' })).toBeVisible();
  await expect(page).toHaveURL(siteUrl('ou', '/home'));

  // Selecting words by dragging over them keeps the feed.
  const words = textCard.getByText(`Bean bag ${tag}`, { exact: false });
  // The drag again if the card was drawn anew under it (a refetch of the feed): the selection goes
  // with the old text.
  await expect(async () => {
    const box = (await words.boundingBox())!;
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + Math.min(box.width - 2, 160), box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await page.evaluate(() => window.getSelection()?.toString().length ?? 0)).toBeGreaterThan(0);
  }).toPass({ timeout: 15_000 });
  await expect(page).toHaveURL(siteUrl('ou', '/home'));
  await page.evaluate(() => window.getSelection()?.removeAllRanges());

  // A tap on the text opens the post.
  await words.click();
  await expect(page).toHaveURL(siteUrl('ou', `/post/${textId}`));
  await page.goBack();

  // A tap on the photo opens its post.
  const photoCard = page.getByRole('article').filter({ hasText: `Floor lamp photo ${tag}` });
  await photoCard.getByRole('img', { name: new RegExp(`Floor lamp photo ${tag}`) }).click();
  await expect(page).toHaveURL(siteUrl('ou', `/post/${photoId}`));
  await page.goBack();

  // The keyboard way in is still the card's one link to the post.
  await expect(photoCard.getByRole('link', { name: /^Comment/ })).toHaveAttribute('href', `/post/${photoId}`);
  expect(errors).toEqual([]);
});
