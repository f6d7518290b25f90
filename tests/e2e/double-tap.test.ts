import type { Page } from 'puppeteer-core';
import { goto, openPage, pageErrors, useBrowser } from './support/browser';
import {
  acceptConsents,
  addToCartAndCheckOut,
  fieldId,
  fillStepsToIdentification,
  personalData,
  waitForPath,
} from './support/checkout-steps';
import { pointOf, settled, type Control } from './support/hurried';

/**
 * A hurried thumb taps twice (a double tap, the pointer's two clicks in quick succession) on the
 * shop's buttons that change something, on a fast CPU and one four times slower: the second tap
 * must neither do the thing again nor land on what the first one brought (the next step's 'Weiter'
 * where this step's was, sending an empty form).
 */

const TARIFFS = '/unterwegs/tarife/mobilfunk';
const DEVICE = '/unterwegs/geraete/smartphones/aurelon-vista-15';
const ADD: Control = { css: 'main button', text: 'In den Warenkorb' };
const NEXT: Control = { css: 'main button', text: 'Weiter' };
const ORDER: Control = { css: 'main button', text: 'zahlungspflichtig bestellen' };
const RATES = [1, 4];

/** Two clicks of the pointer at the control, as a double tap delivers them. */
async function doubleTap(page: Page, control: Control) {
  const { x, y } = await pointOf(page, control);
  await page.mouse.click(x, y, { count: 2 });
}

/** The order writes the page sends, by their last path segment (`PERSONAL_DATA`, `PAYMENT`, `submit`, …). */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/(mobile|landline)\/order\//.test(request.url()))
      writes.push(request.url().split('/').at(-1) ?? '');
  });
  return writes;
}

describe('a double tap does a thing once', () => {
  const browser = useBrowser();

  async function withPage(work: (page: Page) => Promise<void>) {
    const page = await openPage(browser(), 412, 915);
    try {
      await page.setBypassServiceWorker(true);
      await work(page);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await page.browserContext().close();
    }
  }

  it.each(RATES)(
    "'In den Warenkorb': the tariff is in the cart once (%i× CPU)",
    async (rate) => {
      await withPage(async (page) => {
        await page.emulateCPUThrottling(rate);
        await goto(page, TARIFFS, undefined, 'domcontentloaded');
        await doubleTap(page, ADD);
        await waitForPath(page, '/warenkorb', 20_000);
        await page.waitForSelector('.cart-entry__name');
        await settled(page);
        expect(await page.$$eval('.cart-entry__name', (names) => names.length)).toBe(1);
      });
    },
    60_000,
  );

  it.each(RATES)(
    "'Weiter' on step 1: step 1 saved once, step 2 shown untouched (%i× CPU)",
    async (rate) => {
      await withPage(async (page) => {
        await goto(page, DEVICE);
        await addToCartAndCheckOut(page);
        await personalData(page);
        const writes = recordWrites(page);
        await page.emulateCPUThrottling(rate);
        await doubleTap(page, NEXT);
        await waitForPath(page, '/checkout/zahlung', 20_000);
        await fieldId(page, 'Kontoinhaber');
        await settled(page);
        expect(writes).toEqual(['PERSONAL_DATA']);
        // The second tap did not send step 2 empty: no field of it says it is missing.
        expect(await page.$$('main [aria-invalid="true"]')).toHaveLength(0);
        expect(new URL(page.url()).pathname).toBe('/checkout/zahlung');
      });
    },
    90_000,
  );

  it.each(RATES)(
    "'zahlungspflichtig bestellen': one order, its number shown (%i× CPU)",
    async (rate) => {
      await withPage(async (page) => {
        const answers: Promise<{ order_id?: string }>[] = [];
        page.on('response', (response) => {
          if (response.request().method() === 'POST' && response.url().endsWith('/submit') && response.ok())
            answers.push(response.json() as Promise<{ order_id?: string }>);
        });
        await goto(page, DEVICE);
        await addToCartAndCheckOut(page);
        await fillStepsToIdentification(page);
        await waitForPath(page, '/checkout/overview');
        await acceptConsents(page);
        const writes = recordWrites(page);
        await page.emulateCPUThrottling(rate);
        await doubleTap(page, ORDER);
        await waitForPath(page, '/checkout/finish', 20_000);
        const shown = await (await page.waitForSelector('[data-testid="order-number"]'))!.evaluate(
          (el) => el.textContent ?? '',
        );
        await settled(page);
        expect(writes.filter((write) => write === 'submit')).toHaveLength(1);
        expect(new Set((await Promise.all(answers)).map((answer) => answer.order_id))).toEqual(new Set([shown]));
      });
    },
    120_000,
  );
});
