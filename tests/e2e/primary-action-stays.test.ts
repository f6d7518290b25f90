import type { Page } from 'puppeteer-core';
import { goto, openPage, pageErrors, useBrowser } from './support/browser';
import { clickButton, identification, payment, personalData, waitForPath } from './support/checkout-steps';
import type { Control } from './support/hurried';
import { installLayoutWatch, watchedUntilIdle, watchPrimaryAction, type Watched } from './support/layout-watch';

/**
 * From arrival until the page is idle, the page's primary action stays where it was first painted
 * (0 px) and nothing lies over it; every layout shift counts, also those within 500 ms of an input
 * (which Cumulative Layout Shift leaves out, though they move the target under the thumb).
 */

const VIEWPORTS = [
  [412, 915],
  [1280, 800],
] as const;

const action = (css: string, text: string): Control => ({ css, text });
const TO_CHECKOUT = action('main a', 'Zur Kasse');
const ADD = action('main button', 'In den Warenkorb');
const NEXT = action('main button', 'Weiter');
const ORDER = action('main button', 'zahlungspflichtig bestellen');
const DEVICE = '/unterwegs/geraete/smartphones/aurelon-vista-15';

/** Nothing moved, covered or shifted, and the action was there. */
const STILL: Watched = { painted: true, movedPx: 0, moves: [], coveredBy: [], shifts: [] };

async function watchedPage(page: Page, path: string, control: Control, arrive: () => Promise<void>): Promise<Watched> {
  await watchPrimaryAction(page, path, control);
  await arrive();
  await waitForPath(page, path);
  return watchedUntilIdle(page);
}

describe('the primary action stays put and uncovered from its first paint', () => {
  const browser = useBrowser();

  it.each(VIEWPORTS)('on a device detail (%i×%i)', async (width, height) => {
    const page = await openPage(browser(), width, height);
    await installLayoutWatch(page);
    // The watch is set before the document is asked for: it starts with the document.
    await page.evaluateOnNewDocument(
      (path, watched) => {
        window.__layoutWatch!.watch = {
          path,
          control: watched,
          leftHeading: null,
          movedPx: 0,
          moves: [],
          coveredBy: [],
        };
      },
      DEVICE,
      ADD,
    );
    await goto(page, DEVICE, undefined, 'domcontentloaded');
    expect(await watchedUntilIdle(page)).toEqual(STILL);
    expect(pageErrors(page)).toEqual([]);
  });

  it.each(VIEWPORTS)(
    'on the cart and every checkout step (%i×%i)',
    async (width, height) => {
      const page = await openPage(browser(), width, height);
      await installLayoutWatch(page);
      await goto(page, '/unterwegs/tarife/mobilfunk');
      const seen: Record<string, Watched> = {};
      seen.cart = await watchedPage(page, '/warenkorb', TO_CHECKOUT, () => clickButton(page, 'In den Warenkorb'));
      seen.personalData = await watchedPage(page, '/checkout', NEXT, () => clickButton(page, 'Zur Kasse'));
      await personalData(page);
      seen.payment = await watchedPage(page, '/checkout/zahlung', NEXT, () => clickButton(page, 'Weiter'));
      seen.identification = await watchedPage(page, '/checkout/identifikation', NEXT, () =>
        payment(page, '/checkout/identifikation'),
      );
      await identification(page);
      seen.overview = await watchedPage(page, '/checkout/overview', ORDER, () => clickButton(page, 'Weiter'));
      expect(seen).toEqual({
        cart: STILL,
        personalData: STILL,
        payment: STILL,
        identification: STILL,
        overview: STILL,
      });
      expect(pageErrors(page)).toEqual([]);
    },
    180_000,
  );
});
