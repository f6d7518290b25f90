import type { Page } from 'puppeteer-core';
import { wcag22Violations } from './support/axe';
import { goto, openPage, pageErrors, useBrowser } from './support/browser';
import { tabTo } from './support/keyboard';

/**
 * Every modal, driven by keyboard alone: it opens from its control, Tab and Shift+Tab never reach
 * the page behind (it is inert), Escape closes it and focus is back on the control that opened it.
 * A modal <dialog> lets Tab pass from its last control to the browser's own controls and on to its
 * first again, as the HTML standard intends; in the page, focus is then on no element (<body>).
 */

const focusNotBehindDialog = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active === document.body || active?.closest('dialog[open]') !== null;
  });

const focusedMatches = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

async function press(page: Page, key: 'Tab' | 'Shift+Tab') {
  if (key === 'Tab') return page.keyboard.press('Tab');
  await page.keyboard.down('Shift');
  await page.keyboard.press('Tab');
  await page.keyboard.up('Shift');
}

describe('modal dialogs by keyboard', () => {
  const browser = useBrowser();

  it.each([
    [
      'the footnote',
      '/unterwegs/geraete/smartphones/kestrel-k9',
      '[data-testid="device-price"] .footnote-marker',
      '.footnote-popup',
    ],
    // An image sheet: a PDF sheet's frame is Chromium's PDF viewer, with a keyboard of its own.
    [
      'the energy label',
      '/unterwegs/geraete/smartphones/aurelon-vista-15-pro',
      'button.energy-badge',
      '.energy-dialog',
    ],
  ])('%s keeps focus inside, closes on Escape and gives focus back', async (_, path, opener, panel) => {
    const page = await openPage(browser(), 1280, 900);
    await goto(page, path);
    await page.waitForSelector(opener);
    await page.focus(opener);
    await page.keyboard.press('Enter');
    await page.waitForFunction((s) => document.activeElement?.closest(s) !== null, {}, `${panel}[open]`);

    let visitsOfClose = 0;
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab'] as const) {
      await press(page, key);
      expect(await focusNotBehindDialog(page)).toBe(true);
      if (await focusedMatches(page, `${panel} .dialog__close`)) visitsOfClose += 1;
    }
    // Round and round: the close button came back under the keyboard, Tab and Shift+Tab.
    expect(visitsOfClose).toBeGreaterThanOrEqual(2);
    expect(await wcag22Violations(page)).toEqual([]);

    await tabTo(page, `${panel} .dialog__close`);
    await page.keyboard.press('Escape');
    await page.waitForFunction((s) => !document.querySelector(s), {}, panel);
    expect(await focusedMatches(page, opener)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
