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
  await page.waitForFunction(
    (t) =>
      [...document.querySelectorAll('button, a')].some(
        (b) => b.textContent?.trim() === t && !(b as HTMLButtonElement).disabled,
      ),
    {},
    text,
  );
  await page.$$eval(
    'button, a',
    (buttons, t) =>
      (buttons.find((b) => b.textContent?.trim() === t && !(b as HTMLButtonElement).disabled) as HTMLElement).click(),
    text,
  );
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

/** One value the shopper enters: text and selects are found by their label, the rest by id or value. */
export type Entry =
  | { kind: 'text'; label: string; value: string }
  | { kind: 'select'; label: string; option: { value: string; label: string } }
  | { kind: 'date'; id: string; value: string }
  | { kind: 'check'; id: string }
  | { kind: 'radio'; value: string };

/**
 * What the shopper enters on each step, in page order: the same whichever way it is entered (by
 * pointer and script here, by keyboard alone in keyboard-checkout.test.ts).
 */
export const ENTRIES = {
  personalData: [
    { kind: 'select', label: 'Anrede', option: { value: SHOPPER.salutation, label: SHOPPER.salutation } },
    { kind: 'text', label: 'Vorname', value: SHOPPER.firstName },
    { kind: 'text', label: 'Nachname', value: SHOPPER.lastName },
    { kind: 'date', id: 'field-customer-birth_date', value: SHOPPER.birthDate },
    { kind: 'text', label: 'E-Mail-Adresse', value: SHOPPER.email },
    { kind: 'text', label: 'Telefonnummer', value: SHOPPER.phone },
    { kind: 'text', label: 'Straße', value: SHOPPER.street },
    { kind: 'text', label: 'Hausnummer', value: SHOPPER.houseNo },
    { kind: 'text', label: 'PLZ', value: SHOPPER.zipcode },
    { kind: 'text', label: 'Ort', value: SHOPPER.city },
    { kind: 'select', label: 'Wohnsitz', option: SHOPPER.residence },
  ],
  payment: [
    { kind: 'text', label: 'Kontoinhaber', value: SHOPPER.accountHolder },
    { kind: 'text', label: 'IBAN', value: SHOPPER.iban },
    { kind: 'check', id: 'field-payment-sepa_mandate' },
  ],
  identification: [
    { kind: 'radio', value: SHOPPER.idDocument },
    { kind: 'text', label: 'Ausweisnummer', value: SHOPPER.idNumber },
    { kind: 'date', id: 'field-identification-valid_until', value: SHOPPER.idValidUntil },
  ],
  consents: ['terms', 'withdrawal', 'data_protection'].map((consent) => ({
    kind: 'check',
    id: `field-consents-${consent}`,
  })),
} satisfies Record<string, Entry[]>;

/** Enters one value by pointer; a date is set by script (its picker differs between browsers). */
async function enter(page: Page, entry: Entry) {
  switch (entry.kind) {
    case 'text':
      return fill(page, entry.label, entry.value);
    case 'select':
      return choose(page, entry.label, entry.option.value);
    case 'date':
      return page.$eval(
        `#${entry.id}`,
        (el, value) => {
          const input = el as HTMLInputElement;
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          input.dispatchEvent(new Event('change', { bubbles: true }));
        },
        entry.value,
      );
    case 'check':
      return page.click(`#${entry.id}`);
    case 'radio':
      await page.waitForSelector(`input[type="radio"][value="${entry.value}"]`);
      return page.click(`input[type="radio"][value="${entry.value}"]`);
  }
}

async function enterAll(page: Page, entries: Entry[]) {
  for (const entry of entries) await enter(page, entry);
}

export async function personalData(page: Page) {
  await enterAll(page, ENTRIES.personalData);
}

export async function payment(page: Page, next: string) {
  await enterAll(page, ENTRIES.payment);
  await clickButton(page, 'Weiter');
  await waitForPath(page, next);
}

export async function identification(page: Page) {
  await enterAll(page, ENTRIES.identification);
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
  await enterAll(page, ENTRIES.consents);
}

/** Chooses the radio button of a value the moment it is there. */
export async function enterRadio(page: Page, value: string) {
  await enter(page, { kind: 'radio', value });
}

/** A landline overview asks whether the shopper had a connection lately (spec §5); the test shopper had none. */
export async function answerAsNewCustomer(page: Page) {
  await enterRadio(page, 'NO');
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
  await page.waitForFunction(() =>
    [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Adresse ändern'),
  );
}
