import type { Page } from 'puppeteer-core';
import { baseUrl, goto, openPage, pageErrors, pathOf, useBrowser } from './support/browser';
import { clickButton, fillStepsToIdentification, waitForPath } from './support/checkout-steps';

/** The paths of spec §2 and §4 a shopper can stumble into: an empty cart at the checkout, an unknown device, a re-priced bundle. */

const toast = (page: Page, title: string) =>
  page.waitForSelector(`xpath///*[contains(@class,"toast")][.//strong[normalize-space()="${title}"]]`);

describe('spec paths', () => {
  const browser = useBrowser();

  it('answers /checkout with an empty cart with the notice of spec §4 and the start page as the last shop route', async () => {
    const page = await openPage(browser());
    await goto(page, '/checkout');
    const notice = await toast(page, 'Ihr Warenkorb konnte nicht verarbeitet werden');
    expect(await notice!.evaluate((el) => el.textContent)).toContain('Sie wurden deshalb weitergeleitet');
    await waitForPath(page, '/');
    expect(pageErrors(page)).toEqual([]);
  });

  it('returns a shopper whose cart emptied on the way back to the checkout to the shop page they came from', async () => {
    const page = await openPage(browser());
    await goto(page, '/unterwegs/tarife/daten');
    await clickButton(page, 'In den Warenkorb');
    await waitForPath(page, '/warenkorb');
    await clickButton(page, 'Zur Kasse');
    await waitForPath(page, '/checkout');
    await page.goBack();
    await waitForPath(page, '/warenkorb');
    const remove = await page.waitForSelector('.cart-entry__remove');
    await remove!.click();
    await page.waitForSelector('xpath///*[contains(normalize-space(), "Ihr Warenkorb ist leer")]');
    await page.goForward();
    await toast(page, 'Ihr Warenkorb konnte nicht verarbeitet werden');
    await waitForPath(page, '/unterwegs/tarife/daten');
  });

  it('shows the 404 page with "Zurück zur Startseite" for an unknown device, as for an unknown tariff', async () => {
    const page = await openPage(browser());
    const response = await page.goto(`${baseUrl()}/unterwegs/geraete/smartphones/gibt-es-nicht`);
    expect(response?.status()).toBe(404);
    const home = await page.waitForSelector('::-p-text(Zurück zur Startseite)');
    expect(await page.$eval('.error-page', (e) => e.textContent ?? '')).toContain(
      'Leider konnten wir die Seite nicht finden.',
    );
    await home!.click();
    await waitForPath(page, '/');
  });

  it('tells the shopper before the order box when the server priced the device in another bundle than the cart holds', async () => {
    const page = await openPage(browser());
    await goto(page, '/unterwegs/geraete/smartphones/kestrel-k9?tariff=TM-MOBIL-S');
    await clickButton(page, 'In den Warenkorb');
    await waitForPath(page, '/warenkorb');
    // A cart kept from an older catalogue: its handset names a bundle the server no longer prices it in.
    await page.waitForFunction(() => sessionStorage.getItem('cart')?.includes('KESTREL-K9'));
    await page.evaluate(() => {
      const stored = JSON.parse(sessionStorage.getItem('cart')!) as Record<string, string>;
      const handset = JSON.parse(stored.handset) as { bundle_id: string };
      stored.handset = JSON.stringify({ ...handset, bundle_id: 'BU-AUS-EINEM-ALTEN-KATALOG' });
      sessionStorage.setItem('cart', JSON.stringify(stored));
    });
    await page.reload();
    await clickButton(page, 'Zur Kasse');
    await waitForPath(page, '/checkout');
    const notice = await page.waitForSelector('[data-testid="repriced"]');
    const text = await notice!.evaluate((el) => el.textContent ?? '');
    expect(text).toContain('Das Angebot in Ihrem Warenkorb hat sich geändert');
    expect(text).toMatch(/Kestrel K9, [^:]+, \d+ GB: Gerätepreis: \d+,\d\d €/);

    await fillStepsToIdentification(page);
    await waitForPath(page, '/checkout/overview');
    await page.waitForSelector('[data-testid="order-totals"]');
    const noticeBeforeBox = await page.$eval('[data-testid="repriced"]', (el) =>
      Boolean(
        el.compareDocumentPosition(document.querySelector('[data-testid="order-totals"]')!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    );
    expect(noticeBeforeBox).toBe(true);
    expect(pathOf(page)).toBe('/checkout/overview');
  });
});
