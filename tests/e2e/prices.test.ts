import type { Page } from 'puppeteer-core';
import { pdfText } from '../support/pdf-text';
import { goto, openPage, pageErrors, useBrowser } from './support/browser';
import {
  checkHomeAvailability,
  clickButton,
  fillStepsToIdentification,
  orderOnOverview,
  payment,
  personalData,
  waitForPath,
} from './support/checkout-steps';

/** One price model on every page: the same figures on the device pages, the cart, the order box and the contract summary. */

const textOf = (page: Page, selector: string) =>
  page.$eval(selector, (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());

/** The rows of a description list as 'label value' lines. */
const rowsOf = (page: Page, selector: string) =>
  page.$$eval(`${selector} > div`, (rows) =>
    rows.map(
      (row) => `${row.querySelector('dt')?.textContent?.trim()} ${row.querySelector('dd')?.textContent?.trim()}`,
    ),
  );

/** The contract summary PDF as the overview's download link fetches it, as text. */
async function contractSummaryText(page: Page): Promise<string> {
  const [pdf] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes('/contract-summary') && r.headers()['content-type'] === 'application/pdf',
    ),
    clickButton(page, 'Vertragszusammenfassung herunterladen (PDF)'),
  ]);
  return pdfText(await pdf.buffer());
}

describe('prices a shopper can trust', () => {
  const browser = useBrowser();

  it('shows a phone bundle with its device surcharge and 1-€ offer the same from the device list to the contract summary', async () => {
    const page = await openPage(browser());
    await goto(page, '/unterwegs/geraete/smartphones?tariff=TM-MOBIL-M');
    const card =
      'xpath///article[contains(@class,"device-card")][.//a[normalize-space()="Aurelon Vista 15"]]//*[@data-testid="device-list-price"]';
    await page.waitForSelector(card);
    const listPrice = await page.$eval(card, (el) => el.textContent ?? '');
    expect(listPrice).toContain('ab 55,96 € mtl. mit Mobil M, einmalig 1,00 €');
    expect(listPrice).toContain('zzgl. Bereitstellungspreis 39,95 €');

    await goto(page, '/unterwegs/geraete/smartphones/aurelon-vista-15?tariff=TM-MOBIL-M');
    await page.waitForSelector('[data-testid="monthly-price"]');
    expect(await textOf(page, '[data-testid="monthly-price"]')).toContain(
      '55,96 € mtl. (inkl. 11,01 € Gerätezuschlag)',
    );
    expect(await textOf(page, '[data-testid="device-price"]')).toContain('einmalig 1,00 €');
    const detail = await textOf(page, '.device-price__lines');
    expect(detail).toContain('Top-Smartphone für 1 €');
    expect(detail).toContain('Cashback 240 € nach Registrierung');
    expect(await textOf(page, '[data-testid="device-total"]')).toBe('1.383,99 €');

    await clickButton(page, 'In den Warenkorb');
    await waitForPath(page, '/warenkorb');
    await page.waitForSelector('[data-testid="cart-monthly"]');
    expect(await rowsOf(page, '[data-testid="cart-monthly"]')).toEqual(['Monatlich 55,96 €']);
    expect(await rowsOf(page, '[data-testid="cart-one-time"]')).toEqual([
      'Bereitstellungspreis 39,95 €',
      'Gerätepreis 1,00 €',
    ]);
    expect(await textOf(page, '[data-testid="cart-total"]')).toBe('Gesamtpreis über 24 Monate1.383,99 €');
    const promotions = await textOf(page, '[data-testid="cart-promotions"]');
    expect(promotions).toContain('Top-Smartphone für 1 €');
    expect(promotions).toContain('Cashback 240 € nach Registrierung');
    expect(promotions).not.toMatch(/−|-\s?\d/);

    await clickButton(page, 'Zur Kasse');
    await waitForPath(page, '/checkout');
    await fillStepsToIdentification(page);
    await waitForPath(page, '/checkout/overview');
    await page.waitForSelector('[data-testid="order-totals"]');
    const orderBox = [
      'Tarif Mobil M',
      'Gerät Aurelon Vista 15, Schwarz, 128 GB',
      'Datenvolumen 50\u00a0GB im Monat. Nach Verbrauch des Datenvolumens: höchstens 64 kbit/s im Download und 16 kbit/s im Upload.',
      'Monatlich 55,96 €',
      'Einmalig Bereitstellungspreis 39,95 €, Gerätepreis 1,00 € (zusammen 40,95 €)',
      'Gesamtpreis über 24 Monate 1.383,99 €',
      'Mindestvertragslaufzeit 24 Monate',
      'Gutschriften Cashback 240 € nach Registrierung',
      'Laufzeit und Kündigung Mindestvertragslaufzeit 24 Monate ab Bereitstellung. Danach läuft der Vertrag unbefristet weiter und ist jederzeit mit einer Frist von einem Monat kündbar.',
    ];
    expect(await rowsOf(page, '[data-testid="order-totals"]')).toEqual(orderBox);

    const pdf = await contractSummaryText(page);
    expect(pdf).toContain('Aurelon Vista 15, Schwarz, 128 GB');
    expect(pdf).toContain('Monatlicher Gesamtpreis: 55,96 € mtl.');
    expect(pdf).toContain('Einmalige Kosten: Bereitstellungspreis 39,95 €, Gerätepreis 1,00 €');
    expect(pdf).toContain('Gesamtpreis über 24 Monate: 1.383,99 €');
    expect(pdf).toContain('Aktion: Top-Smartphone für 1 €');
    expect(pdf).toContain('Cashback 240 € nach Registrierung');

    // The confirmation repeats what was ordered, at the same prices.
    await orderOnOverview(page);
    await page.waitForSelector('[data-testid="order-totals"]');
    expect(await rowsOf(page, '[data-testid="order-totals"]')).toEqual(orderBox);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('drops the 1-€ offer for a variant that costs more', async () => {
    const page = await openPage(browser());
    await goto(page, '/unterwegs/geraete/smartphones/aurelon-vista-15?tariff=TM-MOBIL-M');
    await page.waitForSelector('[data-testid="device-price"]');
    await page.click('input[name="storage"][value="256 GB"]');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="device-price"]')?.textContent?.startsWith('einmalig 99,95 €'),
    );
    expect(await textOf(page, '.device-price__lines')).not.toContain('Top-Smartphone für 1 €');
    await clickButton(page, 'In den Warenkorb');
    await waitForPath(page, '/warenkorb');
    await page.waitForSelector('[data-testid="cart-promotions"]');
    expect(await textOf(page, '[data-testid="cart-promotions"]')).not.toContain('Top-Smartphone für 1 €');
  }, 60_000);

  it('shows every price step of a home tariff with router and streaming from the cart to the contract summary', async () => {
    const page = await openPage(browser());
    await checkHomeAvailability(page);

    await goto(page, '/zuhause/tarife/magentazuhause-tarife/magentazuhause-l/hardware');
    await page.waitForSelector('#item-hw-router-paket');
    await page.click('#item-hw-router-paket');
    await page.waitForFunction(() => (document.querySelector('#item-hw-router-paket') as HTMLInputElement).checked);
    await clickButton(page, 'Weiter zu den Optionen');
    await page.waitForSelector('#item-opt-streaming-premium');
    await page.click('#item-opt-streaming-premium');
    await page.waitForFunction(
      () => (document.querySelector('#item-opt-streaming-premium') as HTMLInputElement).checked,
    );
    await clickButton(page, 'Zum Warenkorb');
    await waitForPath(page, '/warenkorb');

    await page.waitForSelector('[data-testid="cart-monthly"]');
    expect(await rowsOf(page, '[data-testid="cart-monthly"]')).toEqual(['1.–3. Monat 36,89 €', 'ab 4. Monat 66,89 €']);
    expect(await rowsOf(page, '[data-testid="cart-one-time"]')).toEqual([
      'Bereitstellungspreis 69,95 €',
      'Versand 6,95 €',
    ]);
    expect(await textOf(page, '[data-testid="cart-total"]')).toBe('Gesamtpreis über 24 Monate1.592,26 €');

    await clickButton(page, 'Zur Kasse');
    await waitForPath(page, '/checkout');
    await personalData(page);
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/zahlung');
    await payment(page, '/checkout/overview');
    await page.waitForSelector('[data-testid="order-totals"]');
    const box = await rowsOf(page, '[data-testid="order-totals"]');
    expect(box).toEqual(
      expect.arrayContaining([
        'Tarif MagentaZuhause L',
        'Hardware Router-Paket',
        'Optionen Streaming-Paket Premium',
        '1.–3. Monat 36,89 €',
        'ab 4. Monat 66,89 €',
        'Einmalig Bereitstellungspreis 69,95 €, Versand 6,95 € (zusammen 76,90 €)',
        'Gesamtpreis über 24 Monate 1.592,26 €',
        'Mindestvertragslaufzeit 24 Monate',
      ]),
    );
    // Shipping is charged once, not on each hardware line.
    expect((await textOf(page, '.order-lines')).match(/Versand/g)).toBeNull();

    const pdf = await contractSummaryText(page);
    expect(pdf).toContain('Monatlicher Gesamtpreis: 1.–3. Monat 36,89 €, ab 4. Monat 66,89 €');
    expect(pdf).toContain('Einmalige Kosten: Bereitstellungspreis 69,95 €, Versand 6,95 €');
    expect(pdf).toContain('Gesamtpreis über 24 Monate: 1.592,26 €');
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
