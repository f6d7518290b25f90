import type { Page } from 'puppeteer-core';

/** Presses Tab (or Shift+Tab) until the focused element matches the selector, as a keyboard user would. */
export async function tabTo(page: Page, selector: string, { backwards = false, maxPresses = 60 } = {}): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    if (backwards) {
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
    } else {
      await page.keyboard.press('Tab');
    }
  }
  throw new Error(`Keyboard focus never reached ${selector} within ${maxPresses} presses of Tab`);
}

/** Tabs to a field and types into it. */
export async function tabAndType(page: Page, selector: string, text: string): Promise<void> {
  await tabTo(page, selector);
  await page.keyboard.type(text);
}

export const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
