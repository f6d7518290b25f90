import type { Page } from 'puppeteer-core';
import { seriousViolations } from './support/axe';
import { goto, useBrowser, openPage, pageErrors, pathOf } from './support/browser';
import {
  acceptConsents,
  addToCartAndCheckOut,
  answerAsNewCustomer,
  checkHomeAvailability,
  clickButton,
  fieldId,
  fill,
  fillStepsToIdentification,
  identification,
  orderOnOverview,
  payment,
  personalData,
  waitForPath,
} from './support/checkout-steps';

/** The message shown at the field labelled `label`, once it appears. */
async function errorAt(page: Page, label: string): Promise<string> {
  const id = await fieldId(page, label);
  await page.waitForSelector(`#${id}-error`);
  const described = await page.$eval(`#${id}`, (el) => [
    el.getAttribute('aria-invalid'),
    el.getAttribute('aria-describedby'),
  ]);
  expect(described[0]).toBe('true');
  expect(described[1]).toContain(`${id}-error`);
  return page.$eval(`#${id}-error`, (el) => el.textContent ?? '');
}

describe('checkout', () => {
  const browser = useBrowser();

  it('orders a mobile tariff with a handset from the device detail to /checkout/finish', async () => {
    const page = await openPage(browser(), 375, 800);
    await goto(page, '/unterwegs/geraete/smartphones/aurelon-vista-15');
    await clickButton(page, 'In den Warenkorb');
    await waitForPath(page, '/warenkorb');
    await page.waitForSelector('::-p-text(Zur Kasse)');
    expect(await seriousViolations(page)).toEqual([]);
    await clickButton(page, 'Zur Kasse');
    await waitForPath(page, '/checkout');
    await page.waitForSelector('#field-customer-first_name');

    // A missing required field shows its message at the field.
    await page.click('#field-customer-first_name');
    await page.click('#field-customer-last_name');
    expect(await errorAt(page, 'Vorname')).toBe('Vorname: Dieses Feld ist erforderlich');
    expect(await seriousViolations(page)).toEqual([]);
    await personalData(page);
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/zahlung');
    await page.waitForSelector('#field-payment-account_holder');
    expect(await seriousViolations(page)).toEqual([]);

    await fill(page, 'Kontoinhaber', 'Erika Mustermann');
    await fill(page, 'IBAN', 'DE89 3704 0044 0532 0130 01');
    await page.click('#field-payment-account_holder');
    expect(await errorAt(page, 'IBAN')).toBe('IBAN: Bitte geben Sie eine gültige IBAN ein.');
    await fill(page, 'IBAN', 'DE89 3704 0044 0532 0130 00');
    await page.click('#field-payment-sepa_mandate');
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/identifikation');
    await page.waitForSelector('main form');
    expect(await seriousViolations(page)).toEqual([]);

    await identification(page);
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/overview');

    await page.waitForSelector('#field-consents-terms');
    const body = await page.$eval('main', (el) => el.textContent ?? '');
    expect(body).toContain('Aurelon Vista 15');
    expect(body).toContain('•••• •••• •••• •••• ••30 00');
    expect(body).not.toContain('DE89 3704');
    expect(await seriousViolations(page)).toEqual([]);
    // The contract summary link comes before the order button, totals right above it.
    const layout = await page.evaluate(() => {
      const submit = [...document.querySelectorAll('form button')].find(
        (b) => b.textContent?.trim() === 'zahlungspflichtig bestellen',
      );
      const download = [...document.querySelectorAll('form button')].find((b) =>
        b.textContent?.startsWith('Vertragszusammenfassung herunterladen'),
      );
      const totals = document.querySelector('[data-testid="order-totals"]');
      const before = (a: Element | null | undefined, b: Element | null | undefined) =>
        Boolean(a && b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return {
        downloadBeforeSubmit: before(download, submit),
        totalsBeforeSubmit: before(totals, submit),
        hint:
          download?.parentElement?.textContent?.includes(
            'Bitte laden Sie vor Ihrer Bestellung die Vertragszusammenfassung herunter',
          ) ?? false,
        totals: totals?.textContent ?? '',
      };
    });
    expect(layout).toMatchObject({ downloadBeforeSubmit: true, totalsBeforeSubmit: true, hint: true });
    expect(layout.totals).toContain('Aurelon Vista 15');
    expect(layout.totals).toContain('Mindestvertragslaufzeit24 Monate');

    const [pdf] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes('/contract-summary') && r.headers()['content-type'] === 'application/pdf',
      ),
      clickButton(page, 'Vertragszusammenfassung herunterladen (PDF)'),
    ]);
    expect((await pdf.buffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.headers()['content-disposition']).toContain('vertragszusammenfassung.pdf');

    const number = await orderOnOverview(page);
    expect(number).toMatch(/^MA-\d{8}-\d{6}$/);
    const cookies = await page.cookies();
    expect(cookies.find((c) => c.name === 'token')).toBeUndefined();
    expect(pageErrors(page)).toEqual([]);
    expect(pathOf(page)).toBe('/checkout/finish');
    expect(await seriousViolations(page)).toEqual([]);
  }, 120_000);

  it('orders a prepaid card only with the ID check of the identification step', async () => {
    const page = await openPage(browser());
    await goto(page, '/unterwegs/tarife/prepaid');
    await addToCartAndCheckOut(page);
    await fillStepsToIdentification(page);
    const check = 'Ich lasse meine Identität vor der Freischaltung der Prepaid-Karte per Video-Ident prüfen.';
    expect(await errorAt(page, check)).toBe(
      `${check.slice(0, -1)}: Für Prepaid-Karten ist eine Identitätsprüfung vorgeschrieben.`,
    );
    expect(pathOf(page)).toBe('/checkout/identifikation');
    await page.click('#field-identification-id_check_accepted');
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/overview');
    expect(await orderOnOverview(page)).toMatch(/^MA-\d{8}-\d{6}$/);
    expect(pageErrors(page)).toEqual([]);
  }, 60_000);

  it('orders a streaming option only with the streaming service terms accepted (spec §5)', async () => {
    const page = await openPage(browser());
    const submits: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/submit')) submits.push(request.url());
    });
    await goto(page, '/unterwegs/tarife/mobilfunk');
    await clickButton(page, 'In den Warenkorb');
    await waitForPath(page, '/warenkorb');
    const option = await page.waitForSelector('.cart-offers button[aria-label^="Streaming-Option"]');
    const name = ((await option?.evaluate((button) => button.getAttribute('aria-label'))) ?? '').replace(
      / hinzufügen$/,
      '',
    );
    await option?.click();
    await page.waitForFunction(
      (n) => [...document.querySelectorAll('.cart-entry__name')].some((entry) => entry.textContent === n),
      {},
      name,
    );
    await clickButton(page, 'Zur Kasse');
    await waitForPath(page, '/checkout');
    await fillStepsToIdentification(page);
    await waitForPath(page, '/checkout/overview');

    const terms = `Ich akzeptiere die Nutzungsbedingungen des Streamingdienstes für: ${name}.`;
    await acceptConsents(page);
    await clickButton(page, 'zahlungspflichtig bestellen');
    expect(await errorAt(page, terms)).toBe(
      `${terms.slice(0, -1)}: Bitte akzeptieren Sie die Nutzungsbedingungen des Streamingdienstes.`,
    );
    expect(pathOf(page)).toBe('/checkout/overview');
    expect(submits).toEqual([]);

    await page.click(`#${await fieldId(page, terms)}`);
    await clickButton(page, 'zahlungspflichtig bestellen');
    await waitForPath(page, '/checkout/finish');
    const number = await page.waitForSelector('[data-testid="order-number"]');
    expect(await number?.evaluate((el) => el.textContent)).toMatch(/^MA-\d{8}-\d{6}$/);
    expect(submits).toHaveLength(1);
    expect(pageErrors(page)).toEqual([]);
  }, 60_000);

  it('orders a landline provider change after the availability check, with the checked address filled in', async () => {
    const page = await openPage(browser());
    await checkHomeAvailability(page);
    await addToCartAndCheckOut(page);
    await page.waitForSelector('#field-customer-address-street');
    expect(await page.$eval('#field-customer-address-street', (el) => (el as HTMLInputElement).value)).toBe(
      'Lindenallee',
    );
    await page.$$eval('label', (labels) =>
      (labels.find((l) => l.textContent?.trim() === 'Anbieterwechsel mit Rufnummernmitnahme') as HTMLElement).click(),
    );
    // The fields it asks for come right under the choice, not at the end of the form; focus stays on the choice.
    await page.waitForSelector('#field-provider_change-current_provider');
    await page.waitForFunction(
      () =>
        document.activeElement?.getAttribute('name') === 'order-kind' &&
        (document.activeElement as HTMLInputElement).checked,
    );
    const distance = await page.evaluate(() => {
      const choice = [...document.querySelectorAll('label')].find(
        (l) => l.textContent?.trim() === 'Anbieterwechsel mit Rufnummernmitnahme',
      )!;
      return (
        document.querySelector('#field-provider_change-current_provider')!.getBoundingClientRect().top -
        choice.getBoundingClientRect().bottom
      );
    });
    expect(distance).toBeLessThan(200);
    await fill(page, 'Bisheriger Anbieter', 'Altnetz GmbH');
    await fill(page, 'Mitzunehmende Rufnummer', '0228123456');
    await personalData(page);
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/zahlung');
    await payment(page, '/checkout/overview');
    const steps = await page.$$eval('.step-indicator li', (items) =>
      items.map((li) => li.textContent?.replace(/^[✓\d]+/, '')),
    );
    expect(steps).toEqual(['Persönliche Daten', 'Zahlung', 'Übersicht']);
    await answerAsNewCustomer(page);
    const newCustomerRow = await page.waitForSelector('[data-testid="order-new-customer"]');
    expect(await newCustomerRow?.evaluate((el) => el.textContent)).toContain(
      'Andernfalls nehmen wir die Bestellung nicht an.',
    );
    expect(await orderOnOverview(page)).toMatch(/^MA-\d{8}-\d{6}$/);
    expect(pageErrors(page)).toEqual([]);
  }, 60_000);
});
