import type { Page } from 'puppeteer-core';
import { goto, useBrowser, openPage, pageErrors, pathOf } from './support/browser';
import { focusedId, tabAndType, tabTo } from './support/keyboard';

const RECEIPT_TIME = /\d{2}\.\d{2}\.\d{4} um \d{2}:\d{2}:\d{2} Uhr/;

/** The saved PDF as the browser downloads it: its first bytes. */
const pdfStart = (page: Page, selector: string) =>
  page.$eval(selector, async (link) => {
    const response = await fetch((link as HTMLAnchorElement).href);
    return { type: response.headers.get('content-type'), start: (await response.text()).slice(0, 4) };
  });

describe('cancellation and withdrawal without login, keyboard only', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await openPage(browser());
  });
  afterEach(() => expect(pageErrors(page)).toEqual([]));

  it('files a cancellation from the footer link, is told about a missing field and gets a dated confirmation', async () => {
    await goto(page, '/');
    await tabTo(page, 'footer a[href="/kuendigung"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Verträge hier kündigen');
    expect(pathOf(page)).toBe('/kuendigung');
    // The button is there at once, without an extra step.
    expect(await page.$eval('button[type="submit"]', (b) => b.textContent)).toBe('jetzt kündigen');

    await tabAndType(page, '#field-name', 'Erika Mustermann');
    await tabAndType(page, '#field-address', 'Heidestraße 17, 51147 Köln');
    await tabAndType(page, '#field-order_number', 'MA-2025-104711');
    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press('Enter');

    await page.waitForSelector('#field-email-error');
    // The message names its field for a screen reader (visually hidden), as on every form of the shop.
    expect(await page.$eval('#field-email-error', (e) => e.textContent)).toBe(
      'E-Mail-Adresse: Dieses Feld ist erforderlich',
    );
    expect(await page.$eval('#field-email', (e) => e.getAttribute('aria-invalid'))).toBe('true');
    // Focus is on the error summary; its link takes the shopper to the field.
    await page.waitForFunction(() => document.activeElement?.matches('[data-testid="error-summary"]') ?? false);
    await tabTo(page, '[data-testid="error-summary"] a[href="#field-email"]');
    await page.keyboard.press('Enter');
    expect(await focusedId(page)).toBe('field-email');
    await page.keyboard.type('erika@example.de');

    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Ihre Kündigung ist bei uns eingegangen');
    const confirmation = await page.$eval('.declaration-confirmation', (e) => e.textContent ?? '');
    expect(confirmation).toMatch(RECEIPT_TIME);
    expect(confirmation).toContain('zum nächstmöglichen Zeitpunkt');
    expect(confirmation).toContain('MA-2025-104711');
    expect(await pdfStart(page, 'a[href$="confirmation.pdf"]')).toEqual({ type: 'application/pdf', start: '%PDF' });
  });

  it('withdraws a contract in two steps from the footer link', async () => {
    await goto(page, '/impressum');
    await tabTo(page, 'footer a[href="/widerruf"]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Vertrag widerrufen');

    await tabAndType(page, '#field-name', 'Max Mustermann');
    await tabAndType(page, '#field-email', 'max@example.de');
    await tabAndType(page, '#field-order_number', 'MA-2025-200042');
    await page.keyboard.press('Enter');

    await page.waitForFunction(() => document.activeElement?.textContent === 'Schritt 2 von 2: Widerruf bestätigen');
    expect(await page.$eval('main', (e) => e.textContent)).toContain('Hiermit widerrufe ich');
    await tabTo(page, 'button[type="submit"]');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Widerruf bestätigen');
    await page.keyboard.press('Enter');

    await page.waitForFunction(() => document.activeElement?.textContent === 'Ihr Widerruf ist bei uns eingegangen');
    const confirmation = await page.$eval('.declaration-confirmation', (e) => e.textContent ?? '');
    expect(confirmation).toMatch(RECEIPT_TIME);
    expect(confirmation).toContain('MA-2025-200042');
    expect(await pdfStart(page, 'a[href$="confirmation.pdf"]')).toEqual({ type: 'application/pdf', start: '%PDF' });
  });
});
