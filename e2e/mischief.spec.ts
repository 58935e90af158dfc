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
import { pasteCutSentence } from '../packages/domain/src/forms/first-hour-messages';
import { PRICE_MESSAGES } from '../packages/domain/src/posts/price';
import { grantAdmin } from './admin';
import { apiInPage, siteUrl } from './fixtures';
import { codeFor } from './mail';
import { doc, joinAsMember } from './members';
import { PASSWORD } from './mischief/account-forms';
import { closeDatabase } from './mischief/db';
import {
  type FieldDescriptor,
  FORMS,
  type FormDescriptor,
  LONG_PASTE,
  MISCHIEF,
  type MischiefContext,
  type Newcomer,
  NOT_DESCRIBED,
  ODD_NUMBERS,
} from './mischief/forms';

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

async function fill(page: Page, field: FieldDescriptor, value: string) {
  if (field.set) return field.set(page, value);
  const box = field.locate(page);
  await box.click();
  await box.fill(value);
}

/** Fills every field with a value the form accepts; answers the values. */
async function fillAll(ctx: MischiefContext, form: FormDescriptor) {
  const values = form.fields.map((f) => f.valid(ctx.tag, ctx.memo));
  for (const [i, field] of form.fields.entries()) await fill(ctx.page, field, values[i]!);
  return values;
}

async function submitOnce(page: Page, form: FormDescriptor) {
  if ('button' in form.submit) return form.submit.button(page).click();
  await form.fields[0]!.locate(page).press('Enter');
}

/** What the form must have written: one more row, or the typed value stored. */
function expected(form: FormDescriptor, before: string, values: string[], tag: string) {
  if (form.write === 'create') return String(Number(before) + 1);
  return form.stored ? form.stored(tag) : values[form.storedField ?? 0]!.trim();
}

/** The write has landed, and a moment later nothing more has. */
/**
 * Back or Forward as the browser's buttons do. A page the app sends on at once (deleting an account leaves for
 * home, logging in crosses to the campus's site) ends Playwright's wait for that step with an aborted or
 * detached navigation: that is the app redirecting, not a failure, so the step waits for whatever page won.
 */
async function historyStep(page: Page, step: 'back' | 'forward') {
  try {
    await (step === 'back' ? page.goBack() : page.goForward());
  } catch (error) {
    if (
      !/ERR_ABORTED|frame was detached|Not attached to an active page|interrupted by another navigation/.test(
        String(error),
      )
    ) {
      throw error;
    }
  }
  await page.waitForLoadState('load');
}

async function expectSettled(ctx: MischiefContext, form: FormDescriptor, want: string) {
  await expect.poll(() => form.writes(ctx), { timeout: 10_000 }).toBe(want);
  await ctx.page.waitForTimeout(800);
  expect(await form.writes(ctx)).toBe(want);
}

const rules: Record<
  (typeof MISCHIEF)[number],
  (ctx: MischiefContext, form: FormDescriptor) => Promise<void>
> = {
  'double submit': async (ctx, form) => {
    const { page } = ctx;
    await form.open(ctx);
    const before = await form.writes(ctx);
    const values = await fillAll(ctx, form);
    if ('button' in form.submit) {
      await form.submit.button(page).dblclick();
    } else {
      await form.fields[0]!.locate(page).focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
    }
    await expect(form.done(page).first()).toBeVisible();
    await expectSettled(ctx, form, expected(form, before, values, ctx.tag));
  },

  'back and forward': async (ctx, form) => {
    const { page } = ctx;
    await form.open(ctx);
    const before = await form.writes(ctx);
    const values = await fillAll(ctx, form);
    await submitOnce(page, form);
    await expect(form.done(page).first()).toBeVisible();
    const want = expected(form, before, values, ctx.tag);
    await expect.poll(() => form.writes(ctx)).toBe(want);
    await historyStep(page, 'back');
    await historyStep(page, 'forward');
    await expectSettled(ctx, form, want);
  },

  'reload mid-way': async (ctx, form) => {
    const { page } = ctx;
    await form.open(ctx);
    const before = await form.writes(ctx);
    const values = await fillAll(ctx, form);
    await page.reload();
    await page.waitForLoadState('load');
    await expectSettled(ctx, form, before);
    if (form.draftSurvivesReload) {
      // A dialog closes with the page: opened again, it brings the draft back.
      await form.open(ctx);
      const box = form.fields[0]!.locate(page);
      if (form.fields[0]!.kind === 'rich text') await expect(box).toHaveText(values[0]!);
      else await expect(box).toHaveValue(values[0]!);
    }
  },

  'long paste': async (ctx, form) => {
    const { page } = ctx;
    const limited = form.fields.filter((f) => f.limit !== undefined && f.kind !== 'number');
    expect(limited.length, 'a long paste needs a text field with a limit').toBeGreaterThan(0);
    for (const field of limited) {
      await form.open(ctx);
      const box = field.locate(page);
      await box.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.evaluate((text) => navigator.clipboard.writeText(text), LONG_PASTE);
      await page.keyboard.press('ControlOrMeta+V');
      const kept = LONG_PASTE.slice(0, field.limit);
      if (field.kind === 'rich text') await expect(box).toHaveText(kept);
      else await expect(box).toHaveValue(kept);
      if (kept.length < LONG_PASTE.length) {
        // Ours says pasteCutSentence; the composer and chat boxes say theirs, about what fits.
        const said = page
          .getByText(pasteCutSentence(field.limit!))
          .or(page.getByRole('alert').filter({ hasText: /fit/i }))
          .or(page.getByRole('status').filter({ hasText: /fit/i }));
        await expect(said.first()).toBeVisible();
      }
    }
  },

  'odd numbers': async (ctx, form) => {
    const { page } = ctx;
    const numbers = form.fields.filter((f) => f.kind === 'number');
    expect(numbers.length, 'odd numbers need a number field').toBeGreaterThan(0);
    for (const field of numbers) {
      for (const odd of ODD_NUMBERS) {
        await form.open(ctx);
        const before = await form.writes(ctx);
        for (const f of form.fields) await fill(page, f, f === field ? odd : f.valid(ctx.tag, ctx.memo));
        const shown = await field.locate(page).inputValue();
        // The box keeps exactly what was typed, or empties and says why: never other digits.
        expect([odd, ''], `${odd} became ${shown}`).toContain(shown);
        await submitOnce(page, form);
        // A refusal is an alert, or one of the price box's own sentences beside it.
        const refused = [
          PRICE_MESSAGES.notWhole,
          PRICE_MESSAGES.negative,
          PRICE_MESSAGES.tooHigh,
          PRICE_MESSAGES.notANumber,
        ].reduce((any, sentence) => any.or(page.getByText(sentence)), page.getByRole('alert'));
        await expect(form.done(page).or(refused).first()).toBeVisible();
        if (await form.done(page).first().isVisible()) {
          expect(await form.writes(ctx)).toBe(String(Number(before) + 1));
          expect(Number(await form.storedNumber!(ctx)), `${odd} was stored as another number`).toBe(
            Number(odd),
          );
        } else {
          await expectSettled(ctx, form, before);
        }
      }
    }
  },
};

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
    for (const form of FORMS)
      for (const m of MISCHIEF)
        expect(
          form.mischief.includes(m) || Boolean(form.notApplicable?.[m]),
          `${form.name}: ${m} runs or says why not`,
        ).toBe(true);
  });
});
