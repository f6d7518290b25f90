import type { Page } from 'puppeteer-core';
import { goto, useBrowser, openPage, pageErrors } from './support/browser';
import { SHOPPER, waitForPath } from './support/checkout-steps';
import { tabTo } from './support/keyboard';

/**
 * Issue 7 (Barrierefreiheitsstärkungsgesetz): the whole order flow with the keyboard alone, from
 * the device detail to the order number. No click, no value set by script: Tab, typing, Space,
 * arrow keys and Enter, as a keyboard or switch user works.
 */

const MAX_PRESSES = 150;

/** Tabs forward to the link or button whose text reads `text`. */
async function tabToText(page: Page, text: string): Promise<void> {
  for (let presses = 0; presses < MAX_PRESSES; presses += 1) {
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === text) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Keyboard focus never reached "${text}"`);
}

const field = (id: string) => `[id="${id}"]`;

async function typeInto(page: Page, id: string, text: string): Promise<void> {
  await page.waitForSelector(field(id));
  await tabTo(page, field(id), { maxPresses: MAX_PRESSES });
  await page.keyboard.type(text);
}

/** A closed select picks the option whose label the user types (the browser's type-ahead). */
async function pickOption(page: Page, id: string, label: string): Promise<void> {
  await tabTo(page, field(id), { maxPresses: MAX_PRESSES });
  await page.keyboard.type(label);
  await page.waitForFunction(
    (selector, expected) => {
      const select = document.querySelector(selector) as HTMLSelectElement;
      return select.selectedOptions[0]?.textContent?.trim() === expected;
    },
    {},
    field(id),
    label,
  );
}

/** A date field takes its digits in the order of the browser's locale (dd.mm.yyyy in German, mm/dd/yyyy in English). */
async function typeDate(page: Page, id: string, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  const order = await page.evaluate(() =>
    new Intl.DateTimeFormat(navigator.language)
      .formatToParts(new Date(2001, 1, 3))
      .map((part) => part.type)
      .filter((type) => type === 'day' || type === 'month' || type === 'year'),
  );
  await tabTo(page, field(id), { maxPresses: MAX_PRESSES });
  for (const part of order) await page.keyboard.type(part === 'day' ? day : part === 'month' ? month : year);
  await page.waitForFunction((selector, expected) => (document.querySelector(selector) as HTMLInputElement).value === expected, {}, field(id), isoDate);
}

async function check(page: Page, id: string): Promise<void> {
  await tabTo(page, field(id), { maxPresses: MAX_PRESSES });
  await page.keyboard.press('Space');
  await page.waitForFunction((selector) => (document.querySelector(selector) as HTMLInputElement).checked, {}, field(id));
}

/** In a radio group the arrow keys move the choice; Tab enters the group at its first or checked radio. */
async function chooseRadio(page: Page, name: string, value: string): Promise<void> {
  await tabTo(page, `input[type="radio"][name="${name}"]`, { maxPresses: MAX_PRESSES });
  for (let presses = 0; presses < 10; presses += 1) {
    if (await page.evaluate((v) => (document.activeElement as HTMLInputElement).value === v, value)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Space');
  await page.waitForFunction(
    (n, v) => (document.querySelector(`input[type="radio"][name="${n}"]:checked`) as HTMLInputElement | null)?.value === v,
    {},
    name,
    value,
  );
}

async function pressButton(page: Page, text: string): Promise<void> {
  await tabToText(page, text);
  await page.keyboard.press('Enter');
}

describe('the order flow with the keyboard alone', () => {
  const browser = useBrowser();

  it('orders a handset with a tariff from the device detail to the order number', async () => {
    const page = await openPage(browser());
    await goto(page, '/unterwegs/geraete/smartphones/aurelon-vista-15');

    await pressButton(page, 'In den Warenkorb');
    await waitForPath(page, '/warenkorb');
    await pressButton(page, 'Zur Kasse');
    await waitForPath(page, '/checkout');

    await page.waitForSelector(field('field-customer-salutation'));
    await pickOption(page, 'field-customer-salutation', SHOPPER.salutation);
    await typeInto(page, 'field-customer-first_name', SHOPPER.firstName);
    await typeInto(page, 'field-customer-last_name', SHOPPER.lastName);
    await typeDate(page, 'field-customer-birth_date', SHOPPER.birthDate);
    await typeInto(page, 'field-customer-email', SHOPPER.email);
    await typeInto(page, 'field-customer-phone', SHOPPER.phone);
    await typeInto(page, 'field-customer-address-street', SHOPPER.street);
    await typeInto(page, 'field-customer-address-house_no', SHOPPER.houseNo);
    await typeInto(page, 'field-customer-address-zipcode', SHOPPER.zipcode);
    await typeInto(page, 'field-customer-address-city', SHOPPER.city);
    await pickOption(page, 'field-customer-residence_country', SHOPPER.residence.label);
    await pressButton(page, 'Weiter');
    await waitForPath(page, '/checkout/zahlung');

    await typeInto(page, 'field-payment-account_holder', SHOPPER.accountHolder);
    await typeInto(page, 'field-payment-iban', SHOPPER.iban);
    await check(page, 'field-payment-sepa_mandate');
    await pressButton(page, 'Weiter');
    await waitForPath(page, '/checkout/identifikation');

    const idDocument = `input[type="radio"][value="${SHOPPER.idDocument}"]`;
    await page.waitForSelector(idDocument);
    const radioName = await page.$eval(idDocument, (radio) => (radio as HTMLInputElement).name);
    await chooseRadio(page, radioName, SHOPPER.idDocument);
    await typeInto(page, 'field-identification-document_number', SHOPPER.idNumber);
    await typeDate(page, 'field-identification-valid_until', SHOPPER.idValidUntil);
    await pressButton(page, 'Weiter');
    await waitForPath(page, '/checkout/overview');

    await page.waitForSelector(field('field-consents-terms'));
    for (const consent of ['terms', 'withdrawal', 'data_protection']) await check(page, `field-consents-${consent}`);
    await pressButton(page, 'zahlungspflichtig bestellen');
    await waitForPath(page, '/checkout/finish');
    const number = await page.waitForSelector('[data-testid="order-number"]');
    expect(await number!.evaluate((el) => el.textContent)).toMatch(/^MA-\d{8}-\d{6}$/);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
