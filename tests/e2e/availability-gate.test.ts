import type { Page } from 'puppeteer-core';
import { seriousViolations } from './support/axe';
import { BERLIN_VDSL, BONN, checkAddress, LEIPZIG_ADSL } from './support/availability';
import { goto, useBrowser, openPage, pageErrors, pathOf } from './support/browser';
import { clickButton, fill, payment, personalData, waitForPath } from './support/checkout-steps';
import { pdfText } from '../support/pdf-text';

/** Every card of the list: its add button's state and what it says about availability. */
const cards = (page: Page) =>
  page.$$eval('.landline-card', (list) =>
    list.map((card) => ({
      addable: !(card.querySelector('[data-slot="tariff-actions"] button') as HTMLButtonElement).disabled,
      hint: card.querySelector('[data-testid="gate-hint"]')?.textContent?.trim() ?? '',
    })),
  );

describe('the availability check gates landline tariffs', () => {
  const browser = useBrowser();

  it('keeps every tariff out of the cart before a check, offering the check', async () => {
    const page = await openPage(browser());
    await goto(page, '/zuhause/tarife/magentazuhause-tarife');
    await page.waitForSelector('.landline-card');
    const before = await cards(page);
    expect(before.length).toBeGreaterThanOrEqual(4);
    for (const card of before) {
      expect(card).toEqual({
        addable: false,
        hint: 'Bitte prüfen Sie zuerst die Verfügbarkeit an Ihrer Adresse. Verfügbarkeit an Ihrer Adresse prüfen',
      });
    }
    await clickButton(page, 'Verfügbarkeit an Ihrer Adresse prüfen');
    await page.waitForSelector('#availability-zipcode');
    expect(pathOf(page)).toBe('/zuhause/tarife/magentazuhause-tarife?fixedStep=availabilityCheck');
  });

  it('keeps every card out of the cart at an address where nothing is available, and says why', async () => {
    const page = await openPage(browser());
    await checkAddress(page, LEIPZIG_ADSL);
    await page.waitForSelector('[data-bookable="false"]');
    const list = await cards(page);
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const card of list) {
      expect(card).toEqual({
        addable: false,
        hint: 'An Ihrer Adresse ist leider keiner unserer Festnetz- und Glasfasertarife verfügbar.',
      });
    }
    expect(pageErrors(page)).toEqual([]);
  });

  it('leads from the fibre list at a VDSL address to the tariffs available there, readable at 4.5:1', async () => {
    const page = await openPage(browser());
    await checkAddress(page, BERLIN_VDSL, 'glasfaser-tarife');
    await page.waitForSelector('[data-bookable="false"]');
    expect(
      (await cards(page)).every(
        (card) => !card.addable && card.hint.startsWith('Dieser Tarif ist an Ihrer Adresse nicht verfügbar.'),
      ),
    ).toBe(true);
    for (const width of [375, 1440]) {
      await page.setViewport({ width, height: 900 });
      expect(await seriousViolations(page)).toEqual([]);
    }

    await page.$$eval('.zuhause-list__elsewhere a', (links) => (links[0] as HTMLElement).click());
    await waitForPath(page, '/zuhause/tarife/magentazuhause-tarife');
    await page.waitForSelector('[data-bookable="true"]');
    expect((await cards(page)).some((card) => card.addable)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('puts a tariff into the cart for the checked address, shows it there, and names a replaced tariff', async () => {
    const page = await openPage(browser());
    await checkAddress(page, BONN);
    await page.waitForSelector('[data-bookable="true"]');
    const names = await page.$$eval('.landline-card h3', (headings) => headings.map((h) => h.textContent ?? ''));
    await page.$$eval('.landline-card [data-slot="tariff-actions"] button', (buttons) =>
      (buttons[0] as HTMLElement).click(),
    );
    await waitForPath(page, '/warenkorb');
    await page.waitForSelector('[data-testid="connection-address"]');
    expect(await page.$eval('[data-testid="connection-address"]', (el) => el.textContent)).toBe(
      'Lindenallee 12, Bonn 53113',
    );

    await goto(page, '/zuhause/tarife/magentazuhause-tarife');
    await page.waitForSelector('[data-bookable="true"]');
    await page.$$eval('.landline-card [data-slot="tariff-actions"] button', (buttons) =>
      (buttons[1] as HTMLElement).click(),
    );
    const notice = await page.waitForSelector(
      'xpath///*[contains(@class,"toast")][.//strong[normalize-space()="Tarif ersetzt"]]',
    );
    expect(await notice!.evaluate((el) => (el as HTMLElement).innerText)).toContain(
      `„${names[0]}“ wurde durch „${names[1]}“ ersetzt.`,
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it('orders for the checked connection address: overview and contract summary name it, a later personal address does not change it', async () => {
    const page = await openPage(browser());
    await checkAddress(page, BONN);
    await page.waitForSelector('[data-bookable="true"]');
    await page.$$eval('.landline-card [data-slot="tariff-actions"] button', (buttons) =>
      (buttons[0] as HTMLElement).click(),
    );
    await waitForPath(page, '/warenkorb');
    await clickButton(page, 'Zur Kasse');
    await waitForPath(page, '/checkout');
    await personalData(page);
    // The shopper lives elsewhere: the personal address changes, the connection address does not.
    await fill(page, 'Straße', 'Am Markt');
    await fill(page, 'Hausnummer', '3');
    await fill(page, 'PLZ', '04109');
    await fill(page, 'Ort', 'Leipzig');
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/zahlung');
    await payment(page, '/checkout/overview');

    const orderBox = await page.waitForSelector(
      'xpath///section[.//h2[normalize-space()="Ihre Bestellung"]]//*[@data-testid="connection-address"]',
    );
    expect(await orderBox!.evaluate((el) => el.textContent)).toBe('Lindenallee 12, Bonn 53113');
    const [pdf] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes('/contract-summary') && r.headers()['content-type'] === 'application/pdf',
      ),
      clickButton(page, 'Vertragszusammenfassung herunterladen (PDF)'),
    ]);
    expect(pdfText(await pdf.buffer())).toContain('Anschlussadresse: Lindenallee 12, Bonn 53113');
    expect(pageErrors(page)).toEqual([]);
  }, 90_000);
});
