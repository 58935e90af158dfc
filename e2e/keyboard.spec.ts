// Every journey from the keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7): Tab order reaches each
// control, the focused control shows a focus ring, dialogs keep focus inside and give it back, and
// menus and the search list move with the arrow keys.
import { expect } from '@playwright/test';
import { apiInPage, siteUrl, test } from './fixtures';
import { expectVisibleFocus, focusedName, tabTo } from './keys';
import { doc, joinAsMember } from './members';

test('logging in, from the keyboard alone', async ({ page, browser, request }, info) => {
  const other = await (await browser.newContext()).newPage();
  const { email } = await joinAsMember(other, request, 'Kim Keys', info.project.name);
  await page.goto(siteUrl('ou', '/login?method=password'));
  const field = page.getByRole('textbox', { name: /E-?mail/i });
  await tabTo(page, field);
  await expectVisibleFocus(page);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('secret123');
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Log In');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Account menu' }).first()).toBeVisible();
});

test('posting, menus, searching, messaging and settings, from the keyboard alone', async ({
  page,
  browser,
  request,
  isPhone,
}, info) => {
  test.skip(isPhone, 'a hardware keyboard on the wide layout (the phone composer is a page)');
  // About two hundred key presses, each checked in the page: over two minutes on CI's machine.
  test.setTimeout(300_000);
  const sellerPage = await (await browser.newContext()).newPage();
  const seller = await joinAsMember(sellerPage, request, 'Sal Seller', info.project.name);
  await joinAsMember(page, request, 'Kay Keyboard', info.project.name);
  const chat = await apiInPage<{ chat: { id: string } }>(page, 'POST', '/api/chats', { userId: seller.id });
  await apiInPage(sellerPage, 'POST', '/api/posts', {
    text: doc('Oak bookshelf for sale'),
    uploadIds: [],
  });

  // The first Tab stop skips the navigation.
  await page.goto(siteUrl('ou', '/home'));
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // The composer dialog: focus moves in, stays in on Tab, Escape closes it and focus returns.
  // The sidebar comes before the content: from the content, Shift+Tab goes back to its Create Post
  // (Tab would walk the whole feed first, its length growing with every post of the suite).
  const create = page.getByRole('button', { name: 'Create Post' }).first();
  await tabTo(page, create, 30, 'Shift+Tab');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create Post' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();
  // Posting from it.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').first().focus();
  await page.keyboard.type('Desk lamp typed with the keyboard');
  await tabTo(page, dialog.getByRole('button', { name: 'Post', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Desk lamp typed with the keyboard').first()).toBeVisible();

  // A post's menu: Enter opens it on its first item, the arrows move, Escape gives focus back.
  // The new post's card settles first (the live update refetches the feed and replaces the card
  // the composer put there: focus on the replaced card would be lost with it).
  // The menu is the new post's own: another journey's post arriving live on top of the feed would
  // otherwise take the place of the first one.
  await page.waitForLoadState('networkidle');
  const options = page
    .getByRole('article')
    .filter({ hasText: 'Desk lamp typed with the keyboard' })
    .first()
    .getByRole('button', { name: 'Post options' });
  await options.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // Enter puts focus on the first item (Radix moves it after the menu mounts: wait for it).
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(options).toBeFocused();

  // The search box: type, choose a suggestion with the arrows, Enter. The header comes before the
  // first post: Shift+Tab goes back to it (Tab would walk the whole feed and wrap around).
  const search = page.getByRole('combobox', { name: /Search/ }).first();
  await tabTo(page, search, 60, 'Shift+Tab');
  await page.keyboard.type('bookshelf', { delay: 20 });
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?/);

  // A message, sent with Enter.
  await page.goto(siteUrl('ou', `/messages/${chat.json.chat.id}`));
  const message = page.getByRole('textbox', { name: 'Message' });
  await tabTo(page, message, 80);
  await page.keyboard.type('Sent without a mouse');
  await page.keyboard.press('Enter');
  // In the conversation (the chat list's preview shows the same text once the message is back live).
  const conversation = page.getByRole('region', { name: /^Messages with / });
  await expect(conversation.getByText('Sent without a mouse')).toBeVisible();

  // Push settings: Space toggles a switch, Enter saves.
  await page.goto(siteUrl('ou', '/settings/account/push_notifications'));
  const saves = page.getByRole('checkbox', { name: /^Saves/ });
  await tabTo(page, saves);
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(saves).not.toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your push settings have been saved.')).toBeVisible();
});
