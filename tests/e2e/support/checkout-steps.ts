// The steps of a checkout as a shopper takes them (shared by the checkout and offline tests).
import type { Page } from 'puppeteer-core';
import { goto, pathOf } from './browser';

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
export async function waitForPath(page: Page, path: string, timeout = 15_000) {
  try {
    await page.waitForFunction((p) => location.pathname === p, { timeout }, path);
  } catch {
    const toasts = await page.$$eval('.toast', (nodes) => nodes.map((n) => n.textContent));
    throw new Error(`Erwartet ${path}, aber auf ${pathOf(page)}; Hinweise: ${toasts.join(' | ')}`);
  }
}

/** The shopper every checkout test orders as (street and city typed small: the shop capitalises them). */
export const SHOPPER = {
  salutation: 'Frau',
  firstName: 'Erika',
  lastName: 'Mustermann',
  birthDate: '1990-04-12',
  email: 'erika@example.de',
  phone: '01701234567',
  street: 'lindenallee',
  houseNo: '12',
  zipcode: '53113',
  city: 'bonn',
  residence: { value: 'DE', label: 'Deutschland' },
  accountHolder: 'Erika Mustermann',
  iban: 'DE89 3704 0044 0532 0130 00',
  idDocument: 'Personalausweis',
  idNumber: 'L01X00T47',
  idValidUntil: '2035-01-01',
};

export async function personalData(page: Page) {
  await choose(page, 'Anrede', SHOPPER.salutation);
  await fill(page, 'Vorname', SHOPPER.firstName);
  await fill(page, 'Nachname', SHOPPER.lastName);
  await page.$eval(
    '#field-customer-birth_date',
    (el, value) => {
      const input = el as HTMLInputElement;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    SHOPPER.birthDate,
  );
  await fill(page, 'E-Mail-Adresse', SHOPPER.email);
  await fill(page, 'Telefonnummer', SHOPPER.phone);
  await fill(page, 'Straße', SHOPPER.street);
  await fill(page, 'Hausnummer', SHOPPER.houseNo);
  await fill(page, 'PLZ', SHOPPER.zipcode);
  await fill(page, 'Ort', SHOPPER.city);
  await choose(page, 'Wohnsitz', SHOPPER.residence.value);
}

export async function payment(page: Page, next: string) {
  await fill(page, 'Kontoinhaber', SHOPPER.accountHolder);
  await fill(page, 'IBAN', SHOPPER.iban);
  await page.click('#field-payment-sepa_mandate');
  await clickButton(page, 'Weiter');
  await waitForPath(page, next);
}

export async function identification(page: Page) {
  await page.waitForSelector(`input[type="radio"][value="${SHOPPER.idDocument}"]`);
  await page.click(`input[type="radio"][value="${SHOPPER.idDocument}"]`);
  await fill(page, 'Ausweisnummer', SHOPPER.idNumber);
  await page.$eval(
    '#field-identification-valid_until',
    (el, value) => {
      const input = el as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    SHOPPER.idValidUntil,
  );
}

/** From the first checkout step through personal data, payment and identification, pressing 'Weiter' on the last. */
export async function fillStepsToIdentification(page: Page) {
  await personalData(page);
  await clickButton(page, 'Weiter');
  await waitForPath(page, '/checkout/zahlung');
  await payment(page, '/checkout/identifikation');
  await identification(page);
  await clickButton(page, 'Weiter');
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

/** The availability check of the home tariffs for the test shopper's address (Lindenallee 12, 53113 Bonn), until it is done. */
export async function checkHomeAvailability(page: Page) {
  await goto(page, '/zuhause/tarife/magentazuhause-tarife?fixedStep=availabilityCheck');
  await fill(page, 'Straße', 'Lindenallee');
  await fill(page, 'Hausnummer', '12');
  await fill(page, 'PLZ', '53113');
  await fill(page, 'Ort', 'Bonn');
  await clickButton(page, 'Verfügbarkeit prüfen');
  // The check is done when the form offers to change the address.
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Adresse ändern'));
}
