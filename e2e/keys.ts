// Keyboard helpers of the keyboard journeys: reach a control with Tab, check the focus ring.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab, going back) until `target` has focus (at most `max` times): it is
 * reachable in the Tab order.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  max = 60,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await page.evaluate((el) => document.activeElement === el, handle)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element shows a focus ring (an outline or a box shadow). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const s = getComputedStyle(document.activeElement!);
    return (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
  });
  expect(ring, 'a visible focus ring').toBe(true);
}

export const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    return el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
  });

/** In a menu just opened from the keyboard, presses ArrowDown until the item named `name` has focus. */
export async function arrowTo(page: Page, name: string, max = 10): Promise<void> {
  // Radix moves focus to the first item once the menu has mounted.
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  for (let i = 0; i < max; i++) {
    const current = await focusedName(page);
    if (current === name) return;
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedName(page)).not.toBe(current);
  }
  throw new Error(`ArrowDown never reached ${name}`);
}
