// The app's alerts last about 2.6 s (the spec's progress bar). On a loaded runner the check's polling
// can fall between an alert's appearing and its going: a journey that must see one records every
// alert the page shows, from before the action, and looks in that record.
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __alertsSeen?: string[];
  }
}

function watch() {
  if (window.__alertsSeen) return;
  const seen: string[] = [];
  window.__alertsSeen = seen;
  const look = () => {
    for (const el of Array.from(document.querySelectorAll('[role="status"], [role="alert"]'))) {
      const text = el.textContent ?? '';
      if (text && !seen.includes(text)) seen.push(text);
    }
  };
  const start = () => {
    new MutationObserver(look).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    look();
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
}

/** From now on (this document and the next ones), the page keeps the text of every alert it shows. */
export async function recordAlerts(page: Page): Promise<void> {
  await page.addInitScript(watch);
  await page.evaluate(watch);
}

/** The page has shown an alert containing `text` since `recordAlerts` (or shows one within 30 s). */
export async function expectAlertShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => window.__alertsSeen ?? []), {
      message: `an alert saying "${text}"`,
      timeout: 30_000,
    })
    .toContainEqual(expect.stringContaining(text));
}
