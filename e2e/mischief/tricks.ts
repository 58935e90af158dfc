// The mischief suite's tricks (e2e/mischief.spec.ts runs them over the table in forms.ts): how each
// is played on a form, and what must hold after it.
import { expect, type Page } from '@playwright/test';
import { pasteCutSentence } from '../../packages/domain/src/forms/first-hour-messages';
import { PRICE_MESSAGES } from '../../packages/domain/src/posts/price';
import {
  type FieldDescriptor,
  type FormDescriptor,
  LONG_PASTE,
  type MISCHIEF,
  type MischiefContext,
  ODD_NUMBERS,
} from './forms';

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

/** What each trick does to a form, and what must hold after it. */
export const rules: Record<
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
