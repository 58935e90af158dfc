import type { Locator, Page } from '@playwright/test';
import { apiInPage, expect as baseExpect, siteUrl, test, watchConsole } from './fixtures';
import { doc } from './members';

// A page's first render waits for its data; on shared CI cores that has taken over 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

/** The page is no wider than the screen: nothing pushes it sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: page width ${scrollWidth} on a ${width} px screen`).toBeLessThanOrEqual(
    width,
  );
}

/** The element lies within the screen's width (not cut off at its right edge). */
async function expectInsideScreen(page: Page, element: Locator) {
  const box = (await element.boundingBox())!;
  const width = await page.evaluate(() => window.innerWidth);
  expect(box.x + box.width, `${await element.textContent()} inside the screen`).toBeLessThanOrEqual(width);
}

/** Each of `parts` sits on the line of `anchor` (its vertical middle inside the anchor's box). */
async function expectOnOneLine(anchor: Locator, parts: Locator[]) {
  const line = (await anchor.boundingBox())!;
  for (const part of parts) {
    const box = (await part.boundingBox())!;
    const middle = box.y + box.height / 2;
    expect(middle, `${await part.textContent()} beside the name`).toBeGreaterThanOrEqual(line.y);
    expect(middle, `${await part.textContent()} beside the name`).toBeLessThanOrEqual(line.y + line.height);
  }
}

test('a 50-character username and a long name never widen the profile, post, comments or chat; a Sold and Edited post keeps the name whole and its badges inside the screen', async ({
  newMember,
  tag,
}) => {
  test.setTimeout(240_000); // two members and four pages on shared cores
  const seller = await newMember('Maximilianoalejandro Featherstonehaugh');
  const buyer = await newMember('Bea Buyer');
  const errors = watchConsole(buyer.page);
  const username = `u${tag.toLowerCase()}${'x'.repeat(50)}`.slice(0, 50);
  expect((await apiInPage(seller.page, 'POST', '/api/me/username', { username })).status).toBe(200);

  const created = await apiInPage<{ id: string }>(seller.page, 'POST', '/api/posts', {
    text: doc(`Oak desk ${tag}`),
    uploadIds: [],
    price: 120,
  });
  expect(created.status).toBe(201);
  const postId = created.json.id;
  const edited = await apiInPage(seller.page, 'PATCH', `/api/posts/${postId}`, {
    text: doc(`Oak desk with drawers ${tag}`),
    price: 100,
  });
  expect(edited.status).toBe(200);
  expect(
    (await apiInPage(seller.page, 'POST', `/api/posts/${postId}/status`, { status: 'sold' })).status,
  ).toBe(200);
  const comment = await apiInPage(seller.page, 'POST', `/api/posts/${postId}/comments`, {
    text: doc('Sold, thanks everyone'),
    uploadIds: [],
  });
  expect(comment.status).toBe(201);
  const chat = await apiInPage<{ chat: { id: string } }>(buyer.page, 'POST', '/api/chats', {
    userId: seller.id,
  });
  expect(chat.status).toBeLessThan(300);

  const b = buyer.page;
  const name = 'Maximilianoalejandro F.';

  // The profile: the whole @username shows, wrapped inside the screen.
  await b.goto(siteUrl('ou', `/${username}`));
  await expect(b.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(b.getByText(`@${username}`, { exact: true })).toBeVisible();
  await expectInsideScreen(b, b.getByText(`@${username}`, { exact: true }));
  await expectNoSidewaysScroll(b, 'profile');

  // Their own account menu names them in full, within the screen.
  const s = seller.page;
  await s.goto(siteUrl('ou', '/home'));
  await s
    .getByRole('button', { name: /account menu/i })
    .first()
    .click();
  const menu = s.getByRole('menu');
  await expect(menu.getByText(`@${username}`, { exact: true })).toBeVisible();
  await expectInsideScreen(s, menu);
  await expectNoSidewaysScroll(s, 'account menu');
  await s.keyboard.press('Escape');

  // The post and its comment: the name whole with the menu on its line; the price, Sold and Edited
  // follow it, wrapping onto the next line when the screen is narrow, all inside the screen.
  await b.goto(siteUrl('ou', `/post/${postId}`));
  const post = b.getByRole('article', { name: `Post by ${name}` }).first();
  await expect(post.getByText('Sold', { exact: true })).toBeVisible();
  const nameLink = post.getByRole('link', { name, exact: true }).last();
  await expect(nameLink).toHaveAttribute('title', name);
  expect(
    await nameLink.evaluate((e) => e.scrollWidth <= e.clientWidth),
    'the name shows whole, not cut to an ellipsis',
  ).toBe(true);
  await expectOnOneLine(nameLink, [post.getByRole('button', { name: 'Post options' }).first()]);
  for (const badge of ['Sold', 'Edited', '$100'])
    await expectInsideScreen(b, post.getByText(badge, { exact: true }));
  await expect(b.getByText('Sold, thanks everyone')).toBeVisible();
  await expectNoSidewaysScroll(b, 'post with comments');

  // The chat with them.
  await b.goto(siteUrl('ou', `/messages/${chat.json.chat.id}`));
  await expect(b.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expectNoSidewaysScroll(b, 'chat');
  expect(errors).toEqual([]);
});

test('account settings tell whether there is a password, and a password change says so', async ({
  newMember,
}) => {
  const m = await newMember('Pia Password');
  const p = m.page;
  const errors = watchConsole(p);
  await p.goto(siteUrl('ou', '/settings/account'));
  const row = p.getByRole('listitem').filter({ has: p.getByRole('link', { name: 'Change password' }) });
  await expect(row).toContainText('PasswordSet');
  await expect(p.getByText('not available')).toHaveCount(0);

  await row.getByRole('link', { name: 'Change password' }).click();
  await p.getByLabel('Current password', { exact: true }).fill('secret123');
  await p.getByLabel('New password', { exact: true }).fill('fresh1234');
  await p.getByLabel('Re-enter new password', { exact: true }).fill('fresh1234');
  await p.getByRole('button', { name: 'Save' }).click();
  await expect(p.getByText('Your password has been changed.')).toBeVisible();
  await expect(p.getByText('Profile Updated')).toHaveCount(0);
  expect(errors).toEqual([]);
});
