import type { Page } from 'puppeteer-core';
import { wcag22Violations } from './support/axe';
import { goto, useBrowser, openPage, pageErrors, pathOf } from './support/browser';
import {
  addToCartAndCheckOut,
  clickButton,
  identification,
  orderOnOverview,
  payment,
  personalData,
  SHOPPER,
  waitForPath,
} from './support/checkout-steps';

/**
 * A checkout that guides. Each page opens at its top with its heading focused, Back
 * restores the position, a failed step leads to its fields, and the order ends on a confirmation
 * that says what happens next, also after Back.
 */

const VIEWPORTS = [
  [375, 812],
  [1280, 800],
] as const;

/**
 * Waits until the page's h1 with this text has focus and answers its text and whether it is on
 * screen. The address changes before the next page's code has come, so until then the previous
 * page's heading can still hold the focus. When the heading never gets it, answers what has focus.
 */
async function focusedHeading(page: Page, heading: string): Promise<{ text: string; inView: boolean }> {
  await page
    .waitForFunction(
      (text) =>
        document.activeElement?.tagName === 'H1' &&
        document.activeElement.closest('main') !== null &&
        document.activeElement.textContent?.trim() === text,
      { timeout: 15_000 },
      heading,
    )
    .catch(() => undefined);
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const rect = focused.getBoundingClientRect();
    const isHeading = focused.tagName === 'H1' && focused.closest('main') !== null;
    const text = focused.textContent?.trim() ?? '';
    return {
      text: isHeading ? text : `${focused.tagName}: ${text.slice(0, 80)}`,
      inView: rect.top >= 0 && rect.bottom <= window.innerHeight,
    };
  });
}

async function summaryLinks(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.activeElement?.matches('[data-testid="error-summary"]'), {
    timeout: 10_000,
  });
  return page.$$eval('[data-testid="error-summary"] a', (links) => links.map((link) => link.textContent?.trim() ?? ''));
}

/** Follows the summary's link for a field and answers the id of the element that has focus then. */
async function followSummaryLink(page: Page, text: string): Promise<string> {
  await page.$$eval(
    '[data-testid="error-summary"] a',
    (links, t) => (links.find((link) => link.textContent?.trim() === t) as HTMLElement).click(),
    text,
  );
  return page.evaluate(() => document.activeElement?.id ?? '');
}

/**
 * The compact order summary: beside the steps on a wide screen; folded above them on a phone,
 * opening on its button. Answers whether the tariff's name can be read in it then.
 */
async function orderSummaryShown(page: Page, width: number): Promise<boolean> {
  await page.waitForSelector('.order-aside');
  if (width < 900) {
    expect(await page.$eval('#order-aside-body', (body) => (body as HTMLElement).hidden)).toBe(true);
    await page.click('.order-aside__toggle');
    expect(await page.$eval('.order-aside__toggle', (button) => button.getAttribute('aria-expanded'))).toBe('true');
  } else {
    const beside = await page.$eval(
      '.order-aside',
      (aside) =>
        aside.getBoundingClientRect().left > document.querySelector('.checkout__main')!.getBoundingClientRect().right,
    );
    expect(beside).toBe(true);
  }
  return page.$eval(
    '#order-aside-body',
    (body) => (body as HTMLElement).offsetHeight > 0 && (body.textContent ?? '').includes('Prepaid'),
  );
}

describe('a checkout that guides', () => {
  const browser = useBrowser();

  it.each(VIEWPORTS)(
    'opens each new page at its top with the heading focused and the title announced, and Back restores the position (%i×%i)',
    async (width, height) => {
      const page = await openPage(browser(), width, height);
      await goto(page, '/unterwegs/tarife/mobilfunk');
      await page.waitForSelector('.tariff-card');
      const scrolled = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY;
      });
      expect(scrolled).toBeGreaterThan(300);
      await page.$eval('footer a[href="/impressum"]', (link) => (link as HTMLElement).click());
      await waitForPath(page, '/impressum');
      expect(await focusedHeading(page, 'Impressum')).toEqual({ text: 'Impressum', inView: true });
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="route-announcer"]')?.textContent === document.title &&
          document.title.startsWith('Impressum'),
      );

      await page.goBack();
      await waitForPath(page, '/unterwegs/tarife/mobilfunk');
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, { timeout: 10_000 }, scrolled);
      expect(pageErrors(page)).toEqual([]);
    },
    60_000,
  );

  it.each(VIEWPORTS)(
    'leads through a failed step, opens every step and the confirmation at its heading, and Back never shows an endless loader (%i×%i)',
    async (width, height) => {
      const page = await openPage(browser(), width, height);
      await goto(page, '/unterwegs/tarife/prepaid');
      await addToCartAndCheckOut(page);
      expect(await focusedHeading(page, 'Persönliche Daten')).toEqual({ text: 'Persönliche Daten', inView: true });
      expect(await orderSummaryShown(page, width)).toBe(true);

      // 'Weiter' with nothing entered: the summary takes focus and each link leads to its field.
      await clickButton(page, 'Weiter');
      const links = await summaryLinks(page);
      expect(links).toContain('Vorname: Dieses Feld ist erforderlich');
      expect(links).toContain('Telefonnummer: Dieses Feld ist erforderlich');
      expect(await page.$$eval('[role="alert"]', (alerts) => alerts.length)).toBe(1);
      expect(await page.$eval('[data-testid="error-summary"] h2', (h2) => h2.textContent)).toBe(
        'Bitte prüfen Sie Ihre Angaben',
      );
      expect(await wcag22Violations(page)).toEqual([]);
      expect(await followSummaryLink(page, 'Telefonnummer: Dieses Feld ist erforderlich')).toBe('field-customer-phone');
      expect(await followSummaryLink(page, 'Anrede: Dieses Feld ist erforderlich')).toBe('field-customer-salutation');

      await personalData(page);
      // As people write it: with blanks and the country code. Stored as digits.
      await page.click('#field-customer-phone', { count: 3 });
      await page.type('#field-customer-phone', '+49 170 / 123 45 67');
      await clickButton(page, 'Weiter');
      await waitForPath(page, '/checkout/zahlung');
      expect(await focusedHeading(page, 'Zahlung')).toEqual({ text: 'Zahlung', inView: true });
      await clickButton(page, 'Weiter');
      expect(await summaryLinks(page)).toContain('Kontoinhaber: Dieses Feld ist erforderlich');
      expect(await wcag22Violations(page)).toEqual([]);

      await payment(page, '/checkout/identifikation');
      expect(await focusedHeading(page, 'Identifikation')).toEqual({ text: 'Identifikation', inView: true });
      await identification(page);
      await page.click('#field-identification-id_check_accepted');
      await clickButton(page, 'Weiter');
      await waitForPath(page, '/checkout/overview');
      expect(await focusedHeading(page, 'Übersicht')).toEqual({ text: 'Übersicht', inView: true });
      await page.waitForSelector('#field-consents-terms');
      expect(await page.$eval('main', (main) => main.textContent)).toContain('01701234567');
      // Labels and values side by side or stacked, never on top of each other.
      const overlapping = await page.$$eval('.overview-data__row', (rows) =>
        rows
          .filter((row) => {
            const label = row.querySelector('dt')!.getBoundingClientRect();
            const value = row.querySelector('dd')!.getBoundingClientRect();
            return label.right > value.left + 1 && label.bottom > value.top + 1;
          })
          .map((row) => row.textContent),
      );
      expect(overlapping).toEqual([]);
      expect(await wcag22Violations(page)).toEqual([]);

      await orderOnOverview(page);
      expect(await focusedHeading(page, 'Vielen Dank für Ihre Bestellung')).toEqual({
        text: 'Vielen Dank für Ihre Bestellung',
        inView: true,
      });
      const confirmation = await page.$eval('main', (main) => main.textContent ?? '');
      expect(confirmation).toContain(SHOPPER.email);
      expect(confirmation).toContain('So geht es weiter');
      expect(confirmation).toContain('Video-Ident');
      expect(confirmation).toContain('Prepaid');
      expect(await page.$$eval('main a', (links) => links.map((link) => link.getAttribute('href')))).toEqual(
        expect.arrayContaining(['/agb?id=widerrufsrecht', '/widerruf']),
      );
      expect(await wcag22Violations(page)).toEqual([]);

      // Back from the confirmation: the confirmation again, never a loader that stays.
      await page.goBack();
      await waitForPath(page, '/checkout/finish');
      await page.waitForSelector('[data-testid="order-number"]');
      expect(await page.$('.loader')).toBeNull();
      expect(pageErrors(page)).toEqual([]);
      expect(pathOf(page)).toBe('/checkout/finish');
    },
    120_000,
  );
});
