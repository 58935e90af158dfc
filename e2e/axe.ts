// The accessibility check of the e2e suite: axe-core over the page as it stands (dialogs and menus
// included when open), with every WCAG 2.0/2.1/2.2 A and AA rule it has, the experimental ones too
// (a tag selection would skip those). Any serious or critical violation fails with a readable list:
// rule, impact, help and the first offending elements.
//
// axe runs in the page itself (`axe.run`), not through @axe-core/playwright: that one opens a new page
// for every check to finish its run there, about 1.4 s of a 1.9 s check (measured on /home, /settings
// and /search, 2026-11-27). The app has no frames of its own; any there are get axe too.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import axe from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** Named one by one: axe runs a listed rule even when it is experimental. */
export const WCAG_RULES = axe.getRules(WCAG_TAGS).map((rule) => rule.ruleId);

let announced = false;

const installed = new WeakSet<BrowserContext>();

/**
 * Loads axe into every document the context opens from now on, before the page's own scripts: a
 * page walk's checks then find it there. Evaluated after each load instead, it cost 0.24 CPU-s a
 * page against 0.12 (four pages, three times over, in one context).
 */
export async function installAxe(context: BrowserContext): Promise<void> {
  if (installed.has(context)) return;
  installed.add(context);
  await context.addInitScript({ content: AXE_SOURCE });
}

export async function expectNoSeriousViolations(page: Page, label = page.url()): Promise<void> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  }
  const results = await page.evaluate(
    (rules) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'rule', values: rules },
        // Only what fails is read: passes and incomplete checks are not collected.
        resultTypes: ['violations'],
      }),
    WCAG_RULES,
  );
  if (!announced) {
    announced = true;
    console.log(`axe-core ${results.testEngine.version}: ${WCAG_RULES.length} WCAG A/AA rules`);
  }
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 4)
        .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`)
        .join('\n')}`,
  );
  expect(report, `axe on ${label}`).toEqual([]);
}
