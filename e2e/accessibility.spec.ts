// WCAG 2.2 AA over every page of the app (issue 18): axe-core on each page as a guest, a member and
// the owner of the content, with dialogs and menus open. Adding a page is one line in a list below.
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { apiInPage, siteUrl, test } from './fixtures';
import { doc, joinAsMember } from './members';

interface Visit {
  /** A path on the campus (or `site`), or one made from the test's fixtures. */
  path: string | ((f: Fixtures) => string);
  site?: string;
  /** Opens a dialog or menu before the check. */
  open?: (page: Page, isPhone: boolean) => Promise<void>;
}

interface Fixtures {
  postId: string;
  ownerName: string;
  chatId: string;
}

const openMenu = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name }).first().click();
  await page.getByRole('menu').waitFor();
};

const GUEST: Visit[] = [
  { path: '/home' },
  { path: '/media' },
  { path: '/about' },
  { path: '/search' },
  { path: '/search?q=desk' },
  { path: '/login' },
  { path: '/register' },
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
  {
    path: (f) => `/${f.ownerName}`,
    open: async (page) => {
      await page.getByRole('button', { name: 'Send Message' }).first().click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { path: '/home', site: 'hub' },
  { path: '/search_schools', site: 'hub' },
];

const MEMBER: Visit[] = [
  { path: '/home' },
  {
    path: '/home',
    open: async (page, isPhone) => {
      if (isPhone) await page.goto(siteUrl('ou', '/create/post'));
      else await page.getByRole('button', { name: 'Create Post' }).first().click();
      await page.getByRole('textbox').first().waitFor();
    },
  },
  { path: '/media' },
  { path: '/about' },
  { path: (f) => `/post/${f.postId}` },
  { path: (f) => `/post/${f.postId}`, open: openMenu('Post options') },
  { path: '/notifications' },
  { path: '/notifications/mentions' },
  { path: '/messages' },
  { path: '/messages/new' },
  { path: (f) => `/messages/${f.chatId}` },
  { path: '/saved' },
  { path: '/search?q=desk' },
  { path: (f) => `/${f.ownerName}` },
  { path: '/home', open: openMenu('Account menu') },
  { path: '/settings/account' },
  { path: '/settings/account/push_notifications' },
  { path: '/settings/account/email_notifications' },
  { path: '/settings/payments' },
  { path: '/profile/edit' },
  { path: '/ads' },
  { path: '/logout' },
];

const OWNER: Visit[] = [
  { path: (f) => `/post/${f.postId}`, open: openMenu('Post options') },
  {
    path: (f) => `/post/${f.postId}`,
    open: async (page) => {
      await openMenu('Post options')(page);
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await page.getByRole('alertdialog').or(page.getByRole('dialog')).first().waitFor();
    },
  },
  { path: (f) => `/post/${f.postId}/boost` },
  { path: (f) => `/${f.ownerName}` },
];

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('status')
    .filter({ hasText: /^Loading/ })
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => {});
}

/** Visits each page (opening its dialog) and collects every page's serious violations into `failures`. */
async function check(page: Page, visits: Visit[], f: Fixtures, isPhone: boolean, failures: string[] = []) {
  for (const visit of visits) {
    const path = typeof visit.path === 'string' ? visit.path : visit.path(f);
    const label = `${visit.site ?? 'ou'}${path}${visit.open ? ' (open)' : ''}`;
    await test.step(label, async () => {
      await page.goto(siteUrl(visit.site ?? 'ou', path));
      await settle(page);
      await visit.open?.(page, isPhone);
      await expectNoSeriousViolations(page, label).catch((e: Error) => failures.push(e.message));
    });
  }
  return failures;
}

const expectNone = (failures: string[]) => {
  if (failures.length) throw new Error(failures.join('\n\n'));
};

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
  test.setTimeout(240_000);

  test('guest pages', async ({ page, browser, request, isPhone }, info) => {
    const other = await (await browser.newContext()).newPage();
    const { owner, postId } = await fixtures(other, request, info.project.name);
    expectNone(await check(page, GUEST, { postId, ownerName: owner.username, chatId: '' }, isPhone));
  });

  test('member and owner pages, dialogs and menus open', async ({
    page,
    browser,
    request,
    isPhone,
  }, info) => {
    const ownerPage = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
    const { owner, postId } = await fixtures(ownerPage, request, info.project.name);
    await joinAsMember(page, request, 'Mia Member', info.project.name);
    const chat = await apiInPage<{ chat: { id: string } }>(page, 'POST', '/api/chats', { userId: owner.id });
    await apiInPage(page, 'POST', `/api/chats/${chat.json.chat.id}/messages`, { text: doc('Is it free?') });
    const f = { postId, ownerName: owner.username, chatId: chat.json.chat.id };
    const failures = await check(page, MEMBER, f, isPhone);
    expectNone(await check(ownerPage, OWNER, f, isPhone, failures));
  });
});
