import type { Page } from 'puppeteer-core';
import { goto, useBrowser, openPage, pageErrors } from './support/browser';
import { tabTo } from './support/keyboard';

const HOME_CHECK = '/zuhause/tarife/magentazuhause-tarife?fixedStep=availabilityCheck';

const valueOf = (page: Page, selector: string) => page.$eval(selector, (input) => (input as HTMLInputElement).value);
const optionTexts = (page: Page, input: string) =>
  page.$$eval(`#${input}-listbox [role="option"]`, (options) => options.map((option) => option.textContent ?? ''));

/** Waits until the combobox of `input` lists an option reading exactly `label`. */
async function waitForOption(page: Page, input: string, label: string) {
  await page.waitForFunction(
    (id, text) => [...document.querySelectorAll(`#${id}-listbox [role="option"]`)].some((o) => o.textContent === text),
    {},
    input,
    label,
  );
}

/** Arrow keys until the active option (aria-activedescendant) reads `label`, then Enter: the keyboard pick. */
async function pickWithKeyboard(page: Page, input: string, label: string) {
  await waitForOption(page, input, label);
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('ArrowDown');
    const active = await page.$eval(`#${input}`, (el) => {
      const id = el.getAttribute('aria-activedescendant');
      return id ? document.getElementById(id)?.textContent : null;
    });
    if (active === label) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`${label} never became the active option of ${input}`);
}

describe('address suggestions while typing', () => {
  const browser = useBrowser();

  it('offers Bonn for 531 and fills the address from suggestions, with the keyboard alone', async () => {
    const page = await openPage(browser());
    await goto(page, HOME_CHECK);
    await page.waitForSelector('#availability-zipcode');
    await tabTo(page, '#availability-zipcode');
    await page.keyboard.type('531');
    await waitForOption(page, 'availability-zipcode', '53113 Bonn');
    expect(await optionTexts(page, 'availability-zipcode')).toEqual([
      '53111 Bonn',
      '53113 Bonn',
      '53115 Bonn',
      '53117 Bonn',
    ]);
    const combobox = await page.$eval('#availability-zipcode', (el) => ({
      role: el.getAttribute('role'),
      expanded: el.getAttribute('aria-expanded'),
      controls: el.getAttribute('aria-controls'),
      status: el.closest('.suggesting-input')?.querySelector('[role="status"]')?.textContent,
    }));
    expect(combobox).toEqual({
      role: 'combobox',
      expanded: 'true',
      controls: 'availability-zipcode-listbox',
      status: '4 Vorschläge verfügbar',
    });

    // Escape closes the list and keeps what was typed.
    await page.keyboard.press('Escape');
    await page.waitForSelector('#availability-zipcode[aria-expanded="false"]');
    expect(await valueOf(page, '#availability-zipcode')).toBe('531');

    await page.keyboard.type('1');
    await pickWithKeyboard(page, 'availability-zipcode', '53113 Bonn');
    expect(await valueOf(page, '#availability-zipcode')).toBe('53113');
    expect(await valueOf(page, '#availability-city')).toBe('Bonn');

    await tabTo(page, '#availability-street');
    await page.keyboard.type('li');
    await pickWithKeyboard(page, 'availability-street', 'Lindenallee');
    expect(await valueOf(page, '#availability-street')).toBe('Lindenallee');

    await tabTo(page, '#availability-house_no');
    await page.keyboard.type('12');
    await pickWithKeyboard(page, 'availability-house_no', '12');
    expect(await valueOf(page, '#availability-house_no')).toBe('12');

    await tabTo(page, 'button[type="submit"]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="availability-address"]');
    expect(await page.$eval('[data-testid="availability-address"]', (el) => el.textContent)).toBe(
      'Lindenallee 12, Bonn 53113',
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it('keeps typing working offline, where suggestions simply do not appear', async () => {
    const page = await openPage(browser());
    await goto(page, HOME_CHECK);
    await page.waitForSelector('#availability-zipcode');
    await page.type('#availability-zipcode', '531');
    await waitForOption(page, 'availability-zipcode', '53113 Bonn');

    await page.setOfflineMode(true);
    await page.type('#availability-zipcode', '1');
    // The failed request takes the old suggestions away instead of leaving stale ones.
    await page.waitForSelector('#availability-zipcode[aria-expanded="false"]');
    expect(await optionTexts(page, 'availability-zipcode')).toEqual([]);
    await page.type('#availability-city', 'Bonn');
    expect(await valueOf(page, '#availability-zipcode')).toBe('5311');
    expect(await valueOf(page, '#availability-city')).toBe('Bonn');
    await page.setOfflineMode(false);
  });
});
