// WCAG 2.2 AA over every page of the app: axe-core on each page as a guest, a member and
// the owner of the content, with dialogs and menus open. Adding a page is one line in a list below;
// moderation, safety, your data and money pages are in accessibility-safety.spec.ts.
import type { Page } from '@playwright/test';
import { check, expectNone, openDialog, openMenu, openMenuItem, type Visit } from './a11y';
import { expectNoSeriousViolations } from './axe';
import { apiInPage, expect, siteUrl, test } from './fixtures';
import { doc, joinAsMember } from './members';

const GUEST: Visit[] = [
  { path: '/home' },
  { path: '/media' },
  { path: '/about' },
  { path: '/search' },
  { path: '/search?q=desk' },
  { path: '/search?q=desk&show=media' },
  { path: '/search?q=olive&show=people' },
  { path: '/login' },
  { path: '/login?method=password' },
  { path: '/login/sent' },
  { path: '/register' },
  { path: '/verify' },
  { path: '/reset-password' },
  { path: '/user_registration' },
  { path: '/forgotpassword' },
  { path: '/settings' },
  { path: '/settings/about' },
  { path: '/settings/help' },
  { path: '/settings/terms' },
  { path: (f) => `/post/${f.postId}` },
  { path: (f) => `/${f.ownerName}` },
  { path: '/no-such-page-here' },
  { path: '/home', site: 'ut' },
  { path: '/media', site: 'ut' },
  { path: '/about', site: 'ut' },
  { path: (f) => `/${f.ownerName}`, open: openDialog('Send Message'), label: 'sign-in prompt' },
  { path: (f) => `/${f.ownerName}`, open: openDialog('Report'), label: 'report as a guest' },
  { path: '/home', site: 'hub' },
  { path: '/search_schools', site: 'hub' },
  { path: '/login', site: 'hub' },
  { path: '/settings/about', site: 'hub' },
  { path: '/no-such-page-here', site: 'hub' },
];

const SEARCH: Visit = { path: '/search?q=desk' };
const SETTINGS: Visit = { path: '/settings' };

const MEMBER: Visit[] = [
  { path: '/home' },
  {
    path: '/home',
    label: 'composer',
    open: async (page, isPhone) => {
      if (isPhone) await page.goto(siteUrl('ou', '/create/post'));
      else await page.getByRole('button', { name: 'Create Post' }).first().click();
      await page.getByRole('textbox').first().waitFor();
    },
  },
  { path: '/create/categories' },
  { path: (f) => `/create/comment/${f.postId}` },
  { path: '/media' },
  { path: '/about' },
  { path: (f) => `/post/${f.postId}` },
  { path: (f) => `/post/${f.postId}`, open: openMenu('Post options'), label: 'post menu' },
  { path: (f) => `/post/${f.postId}`, open: openMenuItem('Post options', 'Report'), label: 'report dialog' },
  { path: (f) => `/post/${f.postId}`, open: openMenuItem('Post options', 'Block'), label: 'block dialog' },
  { path: '/notifications' },
  { path: '/notifications/mentions' },
  { path: '/messages' },
  { path: '/messages/new' },
  { path: (f) => `/messages/${f.chatId}` },
  { path: '/saved' },
  { path: '/offers' },
  { path: (f) => `/post/${f.postId}`, open: openDialog('Make an offer'), label: 'make an offer dialog' },
  SEARCH,
  { path: '/search?q=desk&show=media' },
  { path: '/search?q=olive&show=people' },
  { path: (f) => `/${f.ownerName}` },
  { path: (f) => `/${f.ownerName}?show=photos` },
  { path: (f) => `/${f.ownerName}?show=replies` },
  { path: (f) => `/${f.ownerName}?show=likes` },
  { path: (f) => `/${f.ownerName}`, open: openDialog('Report'), label: 'report dialog' },
  { path: (f) => `/${f.ownerName}`, open: openDialog('Block'), label: 'block dialog' },
  { path: '/home', open: openMenu('Account menu'), label: 'account menu' },
  SETTINGS,
  { path: '/settings/account' },
  { path: '/settings/account/screen_name' },
  { path: '/settings/account/phone' },
  { path: '/settings/account/email' },
  { path: '/settings/account/password' },
  { path: '/settings/account/gender' },
  { path: '/settings/account/birth_date' },
  { path: '/settings/account/push_notifications' },
  { path: '/settings/account/email_notifications' },
  { path: '/settings/school_email' },
  { path: '/settings/payments' },
  { path: '/profile/edit' },
  { path: '/profile/set-up' },
  { path: '/ads' },
  { path: '/home', site: 'hub' },
  { path: '/search_schools', site: 'hub' },
  { path: '/logout' },
];

const OWNER: Visit[] = [
  { path: (f) => `/post/${f.postId}`, open: openMenu('Post options'), label: 'post menu' },
  { path: (f) => `/post/${f.postId}`, open: openMenuItem('Post options', 'Delete'), label: 'delete dialog' },
  { path: (f) => `/post/${f.postId}/boost` },
  { path: (f) => `/post/${f.postId}/boost/success` },
  { path: (f) => `/post/${f.postId}/boost/cancel` },
  { path: (f) => `/checkout?post=${f.postId}` },
  { path: '/checkout' },
  { path: (f) => `/${f.ownerName}` },
  { path: (f) => `/${f.ownerName}?show=photos` },
];

async function fixtures(page: Page, request: Parameters<typeof joinAsMember>[1], project: string) {
  const owner = await joinAsMember(page, request, 'Olive Owner', project);
  const post = await apiInPage<{ id: string }>(page, 'POST', '/api/posts', {
    text: doc('Oak desk, barely used'),
    price: 40,
    uploadIds: [],
  });
  return { owner, postId: post.json.id };
}

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test.setTimeout(480_000);

  test('the axe step fails a page with a serious or critical violation', async ({ page }) => {
    await page.goto(siteUrl('ou', '/settings/about'));
    await page.locator('main').waitFor();
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML('beforeend', '<img src="/apple-touch-icon.png"><button></button>');
    });
    const failure = await expectNoSeriousViolations(page, 'broken on purpose').catch((e: Error) => e.message);
    expect(failure).toContain('image-alt (critical)');
    expect(failure).toContain('button-name (critical)');
  });

  test('guest pages', async ({ page, browser, request, isPhone }, info) => {
    const other = await (await browser.newContext()).newPage();
    const { owner, postId } = await fixtures(other, request, info.project.name);
    expectNone(await check(page, GUEST, { postId, ownerName: owner.username, chatId: '' }, isPhone));
  });

  // The member's pages in three parts (each a test of its own, so they run side by side).
  const parts = [
    ['feed, posts, messages and notifications', MEMBER.slice(0, MEMBER.indexOf(SEARCH))],
    ['search, profiles and the account menu', MEMBER.slice(MEMBER.indexOf(SEARCH), MEMBER.indexOf(SETTINGS))],
    ['settings, ads and the hub', MEMBER.slice(MEMBER.indexOf(SETTINGS))],
  ] as const;
  for (const [name, visits] of parts) {
    test(`member pages: ${name}`, async ({ page, browser, request, isPhone }, info) => {
      const ownerPage = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
      const { owner, postId } = await fixtures(ownerPage, request, info.project.name);
      await joinAsMember(page, request, 'Mia Member', info.project.name);
      const chat = await apiInPage<{ chat: { id: string } }>(page, 'POST', '/api/chats', {
        userId: owner.id,
      });
      await apiInPage(page, 'POST', `/api/chats/${chat.json.chat.id}/messages`, { text: doc('Is it free?') });
      await apiInPage(page, 'POST', `/api/posts/${postId}/comments`, { text: doc('Still there?') });
      await apiInPage(page, 'POST', `/api/posts/${postId}/like`, {});
      expectNone(
        await check(page, visits, { postId, ownerName: owner.username, chatId: chat.json.chat.id }, isPhone),
      );
    });
  }

  test('owner pages, menus and dialogs open', async ({ page, request, isPhone }, info) => {
    const { owner, postId } = await fixtures(page, request, info.project.name);
    expectNone(await check(page, OWNER, { postId, ownerName: owner.username, chatId: '' }, isPhone));
  });
});
