import type { Page } from 'puppeteer-core';
import { goto, useBrowser, openPage, pageErrors } from './support/browser';
import { ENTRIES, fieldId, waitForPath, type Entry } from './support/checkout-steps';
import { tabTo } from './support/keyboard';

/**
 * Barrierefreiheitsstärkungsgesetz: the whole order flow with the keyboard alone, from
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
  await page.waitForFunction(
    (selector, expected) => (document.querySelector(selector) as HTMLInputElement).value === expected,
    {},
    field(id),
    isoDate,
  );
}

async function check(page: Page, id: string): Promise<void> {
  await tabTo(page, field(id), { maxPresses: MAX_PRESSES });
  await page.keyboard.press('Space');
  await page.waitForFunction(
    (selector) => (document.querySelector(selector) as HTMLInputElement).checked,
    {},
    field(id),
  );
}

/** In a radio group the arrow keys move the choice; Tab enters the group at its first or checked radio. */
async function chooseRadio(page: Page, value: string): Promise<void> {
  const radio = await page.waitForSelector(`input[type="radio"][value="${value}"]`);
  const name = await radio!.evaluate((input) => input.name);
  await tabTo(page, `input[type="radio"][name="${name}"]`, { maxPresses: MAX_PRESSES });
  for (let presses = 0; presses < 10; presses += 1) {
    if (await page.evaluate((v) => (document.activeElement as HTMLInputElement).value === v, value)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Space');
  await page.waitForFunction(
    (n, v) => document.querySelector<HTMLInputElement>(`input[type="radio"][name="${n}"]:checked`)?.value === v,
    {},
    name,
    value,
  );
}

async function pressButton(page: Page, text: string): Promise<void> {
  await tabToText(page, text);
  await page.keyboard.press('Enter');
}

/** Enters the values of one checkout step (the same ones the pointer tests enter) with the keyboard. */
async function enterAll(page: Page, entries: Entry[]): Promise<void> {
  for (const entry of entries) {
    if (entry.kind === 'text') await typeInto(page, await fieldId(page, entry.label), entry.value);
    else if (entry.kind === 'select') await pickOption(page, await fieldId(page, entry.label), entry.option.label);
    else if (entry.kind === 'date') await typeDate(page, entry.id, entry.value);
    else if (entry.kind === 'check') await check(page, entry.id);
    else await chooseRadio(page, entry.value);
  }
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

    await enterAll(page, ENTRIES.personalData);
    await pressButton(page, 'Weiter');
    await waitForPath(page, '/checkout/zahlung');

    await enterAll(page, ENTRIES.payment);
    await pressButton(page, 'Weiter');
    await waitForPath(page, '/checkout/identifikation');

    await enterAll(page, ENTRIES.identification);
    await pressButton(page, 'Weiter');
    await waitForPath(page, '/checkout/overview');

    await page.waitForSelector(field('field-consents-terms'));
    await enterAll(page, ENTRIES.consents);
    await pressButton(page, 'zahlungspflichtig bestellen');
    await waitForPath(page, '/checkout/finish');
    const number = await page.waitForSelector('[data-testid="order-number"]');
    expect(await number!.evaluate((el) => el.textContent)).toMatch(/^MA-\d{8}-\d{6}$/);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);
});
