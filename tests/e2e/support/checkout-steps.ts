// The steps of a checkout as a shopper takes them (shared by the checkout and offline tests).
import type { Page } from 'puppeteer-core';
import { pathOf } from './browser';

/** The id of the control whose <label> reads exactly `label`, once it is rendered. */
export async function fieldId(page: Page, label: string): Promise<string> {
  const handle = await page.waitForFunction(
    (text) => [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === text)?.getAttribute('for'),
    {},
    label,
  );
  return (await handle.jsonValue()) as string;
}

/** Types into the input whose <label> reads exactly `label`. */
export async function fill(page: Page, label: string, value: string) {
  const id = await fieldId(page, label);
  await page.click(`#${id}`, { count: 3 });
  await page.type(`#${id}`, value);
}

export async function choose(page: Page, label: string, value: string) {
  const id = await fieldId(page, label);
  await page.select(`#${id}`, value);
}

export async function clickButton(page: Page, text: string) {
  await page.waitForFunction((t) => [...document.querySelectorAll('button, a')].some((b) => b.textContent?.trim() === t && !(b as HTMLButtonElement).disabled), {}, text);
  await page.$$eval('button, a', (buttons, t) => (buttons.find((b) => b.textContent?.trim() === t && !(b as HTMLButtonElement).disabled) as HTMLElement).click(), text);
}

/** From a page offering 'In den Warenkorb': into the cart, then on to the checkout's first step. */
export async function addToCartAndCheckOut(page: Page) {
  await clickButton(page, 'In den Warenkorb');
  await waitForPath(page, '/warenkorb');
  await clickButton(page, 'Zur Kasse');
  await waitForPath(page, '/checkout');
}

/** Waits for a path; on failure says where the page is instead and what the toasts said. */
export async function waitForPath(page: Page, path: string) {
  try {
    await page.waitForFunction((p) => location.pathname === p, { timeout: 15_000 }, path);
  } catch {
    const toasts = await page.$$eval('.toast', (nodes) => nodes.map((n) => n.textContent));
    throw new Error(`Erwartet ${path}, aber auf ${pathOf(page)}; Hinweise: ${toasts.join(' | ')}`);
  }
}

export async function personalData(page: Page) {
  await choose(page, 'Anrede', 'Frau');
  await fill(page, 'Vorname', 'Erika');
  await fill(page, 'Nachname', 'Mustermann');
  await page.$eval('#field-customer-birth_date', (el) => {
    const input = el as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, '1990-04-12');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await fill(page, 'E-Mail-Adresse', 'erika@example.de');
  await fill(page, 'Telefonnummer', '01701234567');
  await fill(page, 'Straße', 'lindenallee');
  await fill(page, 'Hausnummer', '12');
  await fill(page, 'PLZ', '53113');
  await fill(page, 'Ort', 'bonn');
  await choose(page, 'Wohnsitz', 'DE');
}

export async function payment(page: Page, next: string) {
  await fill(page, 'Kontoinhaber', 'Erika Mustermann');
  await fill(page, 'IBAN', 'DE89 3704 0044 0532 0130 00');
  await page.click('#field-payment-sepa_mandate');
  await clickButton(page, 'Weiter');
  await waitForPath(page, next);
}

export async function identification(page: Page) {
  await page.waitForSelector('input[type="radio"][value="Personalausweis"]');
  await page.click('input[type="radio"][value="Personalausweis"]');
  await fill(page, 'Ausweisnummer', 'L01X00T47');
  await page.$eval('#field-identification-valid_until', (el) => {
    const input = el as HTMLInputElement;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, '2035-01-01');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function acceptConsents(page: Page) {
  await page.waitForSelector('#field-consents-terms');
  for (const id of ['terms', 'withdrawal', 'data_protection']) await page.click(`#field-consents-${id}`);
}

export async function orderOnOverview(page: Page): Promise<string> {
  await acceptConsents(page);
  await clickButton(page, 'zahlungspflichtig bestellen');
  await waitForPath(page, '/checkout/finish');
  const number = await page.waitForSelector('[data-testid="order-number"]');
  return (await number?.evaluate((el) => el.textContent)) ?? '';
}
