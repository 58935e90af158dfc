// The mischief suite: every trick in MISCHIEF on every form of the table in mischief/forms.ts, at
// desktop width; at phone width the double tap on every form, and every trick on the forms that are
// another form there (their `phone`). Each must end with one write and a clear sentence: never a
// duplicate, a silent loss or a changed value. One signed-in member per worker (and one other member whose posts they
// comment on and report); every test types text carrying its own tag, so its writes are counted
// alone and tests run side by side.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { grantAdmin } from './admin';
import { apiInPage, siteUrl } from './fixtures';
import { codeFor } from './mail';
import { doc, joinAsMember } from './members';
import { PASSWORD } from './mischief/account-forms';
import { BUTTONS } from './mischief/button-taps';
import { closeDatabase } from './mischief/db';
import { FORMS, MISCHIEF, type MischiefContext, type Newcomer, NOT_DESCRIBED } from './mischief/forms';
import { rules } from './mischief/tricks';

interface Crew {
  context: BrowserContext;
  /** A page of `me` kept open on the campus, for API calls. */
  mePage: Page;
  me: { id: string; username: string; email: string };
  other: { id: string; username: string; email: string; page: Page };
  request: APIRequestContext;
  sharedPostId: string;
  chatId?: string;
  /** Set once `other` is a site administrator (the rows played as one). */
  adminGranted?: boolean;
  /** The tab `me`'s tests run in, one after the other (tabPage). */
  tab?: Page;
}

/**
 * `me`'s tab for the next test, as a new tab would be: on about:blank (Back from the test's first
 * page lands there), with no sessionStorage of the last test's origin (localStorage is the context's
 * and was shared already). One tab for all of them rather than a new one each: a new tab's first
 * load cost 0.77 CPU-s against 0.24 for the same load in an open tab. A tab the last test left in a
 * state this cannot undo is closed and another opened.
 */
async function tabPage(crew: Crew): Promise<Page> {
  if (crew.tab) {
    try {
      await crew.tab.evaluate(() => {
        // about:blank has no storage of its own to clear.
        if (location.protocol.startsWith('http')) sessionStorage.clear();
      });
      await crew.tab.goto('about:blank');
      return crew.tab;
    } catch {
      await crew.tab.close().catch(() => {});
    }
  }
  crew.tab = await crew.context.newPage();
  return crew.tab;
}

async function signedInContext(browser: Browser, use: Record<string, unknown>) {
  return browser.newContext({
    viewport: (use.viewport as { width: number; height: number } | undefined) ?? { width: 1280, height: 900 },
    isMobile: use.isMobile as boolean | undefined,
    hasTouch: use.hasTouch as boolean | undefined,
    userAgent: use.userAgent as string | undefined,
    timezoneId: 'America/Chicago',
    serviceWorkers: 'block',
    // The long paste goes through the real clipboard.
    permissions: ['clipboard-read', 'clipboard-write'],
  });
}

const postAs = async (page: Page, text: string) => {
  const res = await apiInPage<{ id: string }>(page, 'POST', '/api/posts', { text: doc(text), uploadIds: [] });
  expect(res.status).toBe(201);
  return res.json.id;
};

const test = base.extend<{ ctx: MischiefContext }, { crew: Crew }>({
  crew: [
    async ({ browser, playwright }, use, info) => {
      const request = await playwright.request.newContext();
      const project = info.project.name;
      const context = await signedInContext(browser, info.project.use as Record<string, unknown>);
      const mePage = await context.newPage();
      const otherContext = await signedInContext(browser, info.project.use as Record<string, unknown>);
      const otherPage = await otherContext.newPage();
      const [me, other] = await Promise.all([
        joinAsMember(mePage, request, 'Mia Mischief', project),
        joinAsMember(otherPage, request, 'Otto Other', project),
      ]);
      const sharedPostId = await postAs(otherPage, 'Bike for sale, mischief welcome');
      await use({ context, mePage, me, other: { ...other, page: otherPage }, request, sharedPostId });
      await context.close();
      await otherContext.close();
      await request.dispose();
      await closeDatabase();
    },
    // Two sign-ups through the API, each with two mailed codes: slow on a loaded machine.
    { scope: 'worker', timeout: 180_000 },
  ],
  ctx: async ({ crew, browser }, use, info) => {
    const page = await tabPage(crew);
    const tag = `mz${info.project.name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const contexts: BrowserContext[] = [];
    let newcomer: Promise<Newcomer> | undefined;
    await use({
      page,
      me: crew.me,
      other: crew.other,
      sharedPostId: crew.sharedPostId,
      tag,
      request: crew.request,
      memo: {},
      newcomer: (opts) => {
        newcomer ??= (async () => {
          const context = await signedInContext(browser, info.project.use as Record<string, unknown>);
          contexts.push(context);
          const p = await context.newPage();
          return { page: p, ...(await signUp(p, crew.request, tag, opts?.verified ?? true)) };
        })();
        return newcomer;
      },
      freshPost: () => postAs(crew.other.page, `Report me ${tag}`),
      ownPost: () => postAs(crew.mePage, `Lamp ${tag}`),
      chatId: async () => {
        if (!crew.chatId) {
          const res = await apiInPage<{ chat: { id: string } }>(crew.mePage, 'POST', '/api/chats', {
            userId: crew.other.id,
          });
          expect(res.status).toBeLessThan(300);
          crew.chatId = res.json.chat.id;
        }
        return crew.chatId;
      },
    });
    for (const context of contexts) await context.close();
  },
});

/** A new account through the API, on the hub (no campus): verified unless said. */
async function signUp(page: Page, request: APIRequestContext, tag: string, verified: boolean) {
  const email = `${tag}.new@example.com`;
  await page.goto(siteUrl('hub', '/api/health/live'));
  const body = { email, fullName: 'Nina Newcomer', password: PASSWORD, acceptTerms: true };
  expect((await apiInPage(page, 'POST', '/api/accounts/register', body)).status).toBe(200);
  if (verified) {
    const code = await codeFor(request, email);
    expect((await apiInPage(page, 'POST', '/api/accounts/verify', { code })).status).toBe(200);
  }
  const session = await apiInPage<{ user: { id: string; username: string } }>(page, 'GET', '/api/session');
  return { id: session.json.user.id, username: session.json.user.username, email };
}

/** The worker's other member, made a site administrator once, on a page of their own. */
async function administrator(crew: Crew, ctx: MischiefContext): Promise<MischiefContext> {
  if (!crew.adminGranted) {
    expect(grantAdmin(crew.other.email)).toContain('is now an administrator');
    crew.adminGranted = true;
  }
  const page = await crew.other.page.context().newPage();
  return { ...ctx, page, me: crew.other };
}

for (const form of FORMS) {
  test.describe(form.name, () => {
    for (const mischief of form.mischief) {
      // At phone width: the double tap on every form, every trick on a form that is another there.
      const tag = form.phone || mischief === 'double submit' ? [] : ['@same-on-phone'];
      test(mischief, { tag }, async ({ ctx, crew, browser }, info) => {
        // Odd numbers open the form once per number; the rest get the suite's two minutes.
        if (mischief === 'odd numbers') test.setTimeout(240_000);
        if (form.as === 'administrator') return rules[mischief](await administrator(crew, ctx), form);
        if (form.as) {
          const newcomer = await ctx.newcomer({ verified: form.as === 'newcomer' });
          return rules[mischief]({ ...ctx, page: newcomer.page, me: newcomer }, form);
        }
        if (!form.signedOut) return rules[mischief](ctx, form);
        const guest = await signedInContext(browser, info.project.use as Record<string, unknown>);
        try {
          await rules[mischief]({ ...ctx, page: await guest.newPage() }, form);
        } finally {
          await guest.close();
        }
      });
    }
  });
}

// Buttons and menu items that write without a form: one double tap each, at desktop width (the
// same components at phone width). One request, one write, its done state.
for (const row of BUTTONS) {
  test(`${row.name}: double tap`, { tag: ['@same-on-phone'] }, async ({ ctx }) => {
    const { page } = ctx;
    const id = await row.open(ctx);
    const before = await row.writes(ctx, id);
    const sent: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === row.request.method && row.request.path.test(pathname)) sent.push(pathname);
    });
    const control = await row.control(page);
    await control.dblclick();
    await expect(row.done(page, id)).toBeVisible();
    const want = row.after(before);
    await expect.poll(() => row.writes(ctx, id), { timeout: 10_000 }).toBe(want);
    // A second tap that was only late would show up here.
    await page.waitForTimeout(800);
    expect(await row.writes(ctx, id)).toBe(want);
    expect(sent, 'requests of the double tap').toHaveLength(1);
  });
}

/** The web's files that render a form: a <form>, a submit handler or a settings form. */
function formSources(): string[] {
  const root = path.resolve(import.meta.dirname, '../apps/web/src');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.tsx') && !entry.name.includes('.test.')) {
        const text = readFileSync(full, 'utf8');
        if (/<form\b|onSubmit=|<SettingsFieldForm\b/.test(text)) found.push(path.relative(root, full));
      }
    }
  };
  walk(root);
  return found.sort();
}

test.describe('the table', () => {
  test('describes every form the app renders, and only files that exist', () => {
    const described = new Set([...FORMS.flatMap((f) => f.sources), ...Object.keys(NOT_DESCRIBED)]);
    const sources = formSources();
    expect(
      sources.filter((s) => !described.has(s)),
      'forms without a descriptor',
    ).toEqual([]);
    const root = path.resolve(import.meta.dirname, '../apps/web/src');
    const listed = [...described].filter((s) => {
      try {
        readFileSync(path.join(root, s));
        return false;
      } catch {
        return true;
      }
    });
    expect(listed, 'rows naming files that are gone').toEqual([]);
    const buttonsGone = BUTTONS.flatMap((b) => b.sources).filter((s) => {
      try {
        readFileSync(path.join(root, s));
        return false;
      } catch {
        return true;
      }
    });
    expect(buttonsGone, 'button rows naming files that are gone').toEqual([]);
    for (const form of FORMS)
      for (const m of MISCHIEF)
        expect(
          form.mischief.includes(m) || Boolean(form.notApplicable?.[m]),
          `${form.name}: ${m} runs or says why not`,
        ).toBe(true);
  });
});
