import type { Page } from 'puppeteer-core';
import { goto, openPage, pageErrors, useBrowser } from './support/browser';
import { clickButton, fillStepsToIdentification, waitForPath } from './support/checkout-steps';

/** The trade-in bonus follows the phone (spec §9): 200 € with the flagship's Pro, 100 € with any other phone. */

const TRADE_IN_CHOICE = '.cart-promotions__choice';
const choices = (page: Page) =>
  page.$$eval(TRADE_IN_CHOICE, (labels) =>
    labels.map((label) => (label.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );

/** From the device page of a phone with Mobil M into the cart, where the trade-in choices are offered. */
async function phoneInCart(page: Page, slug: string) {
  await goto(page, `/unterwegs/geraete/smartphones/${slug}?tariff=TM-MOBIL-M`);
  await clickButton(page, 'In den Warenkorb');
  await waitForPath(page, '/warenkorb');
  await page.waitForSelector(TRADE_IN_CHOICE);
}

describe('trade-in bonus by model', () => {
  const browser = useBrowser();

  it('offers 200 € with an Aurelon Vista 15 Pro, and the order the server priced keeps it', async () => {
    const page = await openPage(browser());
    await phoneInCart(page, 'aurelon-vista-15-pro');
    const offered = await choices(page);
    expect(offered).toHaveLength(1);
    expect(offered[0]).toContain('200 € Eintauschprämie');
    await page.click(`${TRADE_IN_CHOICE} input`);
    await page.waitForFunction(() =>
      document
        .querySelector('[data-testid="cart-promotions"]')
        ?.textContent?.includes('Eintauschprämie 200 € nach Eingang'),
    );

    await clickButton(page, 'Zur Kasse');
    await waitForPath(page, '/checkout');
    await fillStepsToIdentification(page);
    await waitForPath(page, '/checkout/overview');
    // The order box shows the prices of the server's order, not the browser's cart.
    await page.waitForSelector('[data-testid="order-totals"]');
    expect(await page.$eval('[data-testid="order-totals"]', (box) => box.textContent)).toContain(
      'Eintauschprämie 200 € nach Eingang Ihres Altgeräts',
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it('offers 100 € with a phone that is not a flagship', async () => {
    const page = await openPage(browser());
    await phoneInCart(page, 'kestrel-k9');
    const offered = await choices(page);
    expect(offered).toHaveLength(1);
    expect(offered[0]).toContain('100 € Eintauschprämie');
  });
});
