// A member's feed and a post page arrive rendered by the server (the first paint needs no
// script); the app takes the very HTML over (hydration, no second render), and what a visitor does
// the moment the page has loaded works: the first Tab reaches "Skip to content", a click opens a menu.
import { expect } from '@playwright/test';
import { apiInPage, siteUrl, test, watchConsole } from './fixtures';
import { doc, joinAsMember } from './members';

test('the feed and a post page arrive rendered, and the app takes them over as they are', async ({
  page,
  request,
  browser,
}, info) => {
  await joinAsMember(page, request, 'Hana Hydrate', info.project.name);
  const { json } = await apiInPage<{ id: string }>(page, 'POST', '/api/posts', {
    text: doc('Desk lamp, barely used'),
    uploadIds: [],
  });
  const errors = watchConsole(page);

  for (const path of ['/home', `/post/${json.id}`]) {
    // The HTML as the server sends it, before any script: the post is already in it.
    const html = await page.evaluate(async (p) => (await fetch(p)).text(), path);
    expect(html, path).toContain('data-server-rendered');
    expect(html, path).toContain('Desk lamp, barely used');

    await page.goto(siteUrl('ou', path));
    const article = page.getByRole('article').filter({ hasText: 'Desk lamp, barely used' }).first();
    // The element the server sent is the one on screen once the app runs: React adopted it.
    await article.evaluate((el) => {
      (el as HTMLElement & { fromServer?: boolean }).fromServer = true;
    });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    const account = page.getByRole('button', { name: 'Account menu' }).filter({ visible: true }).first();
    await account.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    expect(await article.evaluate((el) => (el as HTMLElement & { fromServer?: boolean }).fromServer)).toBe(
      true,
    );
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
  }
  expect(errors).toEqual([]);

  // Without scripts the page still reads: the first view is plain HTML.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const bare = await noScript.newPage();
  await bare.goto(siteUrl('ou', `/post/${json.id}`));
  await expect(bare.getByText('Desk lamp, barely used').first()).toBeVisible();
  await noScript.close();
});

test('on a slow phone, a tap on the account menu right after load opens it', async ({
  page,
  request,
}, info) => {
  // React drops a click on a part of the page still waiting for its code to hydrate: the account
  // menu's code loads after the page's. Its stand-in is what the server renders; the stand-in
  // remembers a click until the real menu has come. At 6x CPU slowdown, half of these clicks were lost.
  await joinAsMember(page, request, 'Tia Tapper', info.project.name);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  for (let i = 0; i < 4; i++) {
    await page.goto(siteUrl('ou', '/home'));
    await page.getByRole('button', { name: 'Account menu' }).filter({ visible: true }).first().click();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
