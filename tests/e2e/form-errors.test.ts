import type { Page } from 'puppeteer-core';
import { goto, openPage, pageErrors, useBrowser } from './support/browser';
import { addToCartAndCheckOut } from './support/checkout-steps';

/**
 * Every form of the shop, sent empty with the keyboard: focus lands on its error summary, and each
 * link of the summary takes focus to its field. A keyboard or screen-reader user is told at once
 * where the errors are.
 */

const MAX_PRESSES = 150;

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** Tabs forward to the button whose text reads `text` (enabled: a disabled one takes no focus). */
async function tabToButton(page: Page, text: string) {
  for (let presses = 0; presses < MAX_PRESSES; presses += 1) {
    if ((await focusedText(page)) === text) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Keyboard focus never reached "${text}"`);
}

const SUMMARY = '[data-testid="error-summary"]';

async function sendEmptyAndFollowSummary(page: Page, submit: string) {
  await tabToButton(page, submit);
  await page.keyboard.press('Enter');
  await page.waitForFunction((s) => document.activeElement?.matches(s) ?? false, {}, SUMMARY);
  const targets = await page.$$eval(`${SUMMARY} a`, (links) =>
    links.map((link) => link.getAttribute('href')!.slice(1)),
  );
  expect(targets.length).toBeGreaterThan(0);
  // Each link, followed with the keyboard from the summary, lands in its field.
  for (const [index, target] of targets.entries()) {
    await page.focus(SUMMARY);
    for (let presses = 0; presses <= index; presses += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const landed = await page.evaluate((id) => {
      const field = document.getElementById(id);
      return field !== null && (document.activeElement === field || field.contains(document.activeElement));
    }, target);
    expect({ target, landed }).toEqual({ target, landed: true });
  }
  expect(pageErrors(page)).toEqual([]);
}

describe('forms sent empty with the keyboard', () => {
  const browser = useBrowser();

  it.each([
    ['the cancellation', '/kuendigung', 'jetzt kündigen'],
    ['the withdrawal', '/widerruf', 'Weiter'],
    [
      'the availability check',
      '/zuhause/tarife/magentazuhause-tarife?fixedStep=availabilityCheck',
      'Verfügbarkeit prüfen',
    ],
  ])('%s: focus on the error summary, its links to the fields', async (_, path, submit) => {
    const page = await openPage(browser(), 1280, 900);
    await goto(page, path);
    await sendEmptyAndFollowSummary(page, submit);
  });

  it('a checkout step: focus on the error summary, its links to the fields', async () => {
    const page = await openPage(browser(), 1280, 900);
    await goto(page, '/unterwegs/geraete/smartphones/aurelon-vista-15');
    await addToCartAndCheckOut(page);
    await sendEmptyAndFollowSummary(page, 'Weiter');
  });
});
