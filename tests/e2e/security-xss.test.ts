import type { Page } from 'puppeteer-core';
import { ACTIVE_MARKUP_SELECTOR, XSS_PAYLOADS } from '../support/xss-payloads';
import { goto, useBrowser, openPage, pageErrors } from './support/browser';
import { addToCartAndCheckOut } from './support/checkout-steps';

jest.setTimeout(90_000);

const xssFired = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null);
const activeMarkup = (page: Page, within: string) =>
  page.$$eval(`${within} :is(${ACTIVE_MARKUP_SELECTOR})`, (nodes) => nodes.map((node) => node.outerHTML));

describe('injected HTML stays inert', () => {
  const browser = useBrowser();
  let page: Page;
  beforeEach(async () => {
    page = await openPage(browser(), 375, 812);
  });
  afterEach(() => expect(pageErrors(page)).toEqual([]));

  // Footnote texts are bundled with the app (spec §3), so no request can poison them here: the
  // sanitising of hostile footnote HTML is tested in tests/unit/security/footnote-sanitising.test.tsx.
  // In the real browser: every footnote the tariff list offers opens with its text and no active markup.
  it('footnote popups of a tariff list show their texts with no active markup', async () => {
    await goto(page, '/zuhause/tarife/magentazuhause-tarife');
    const tags = await page.$$eval('button[data-footnote]', (buttons) => [
      ...new Set(buttons.map((b) => b.getAttribute('data-footnote'))),
    ]);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags.slice(0, 4)) {
      // Keyboard instead of a pointer click: no sticky header or toast can stand over the marker.
      await page.focus(`button[data-footnote="${tag}"]`);
      await page.keyboard.press('Enter');
      await page.waitForSelector('.footnote-popup[data-state="opened"] .footnote-popup__text');
      expect(await activeMarkup(page, '.footnote-popup')).toEqual([]);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.footnote-popup'));
    }
    expect(await xssFired(page)).toBeNull();
  });

  it('form fields carrying script come back as plain text on the confirmation and its saved HTML', async () => {
    const payload = XSS_PAYLOADS[1];
    await goto(page, '/kuendigung');
    await page.type('#field-name', `Erika ${payload}`);
    await page.type('#field-address', `${XSS_PAYLOADS[3]} Heidestraße 17, 51147 Köln`);
    await page.type('#field-order_number', 'MA-2025-104711');
    await page.type('#field-email', 'erika@example.de');
    await page.click('button[type="submit"]');
    await page.waitForSelector('.declaration-confirmation');
    expect(await page.$eval('.declaration-confirmation', (e) => e.textContent)).toContain(payload);
    expect(await activeMarkup(page, '.declaration-confirmation')).toEqual([]);
    const savedHtml = await page.$eval('a[href$="confirmation.html"]', (link) => link.href);
    await page.goto(savedHtml, { waitUntil: 'networkidle0' });
    expect(await page.evaluate(() => document.body.textContent)).toContain('Erika');
    expect(await activeMarkup(page, 'body')).toEqual([]);
    expect(await xssFired(page)).toBeNull();
  });

  it('a withdrawal carrying script shows it as plain text in step 2 and on the confirmation', async () => {
    const payload = XSS_PAYLOADS[6];
    await goto(page, '/widerruf');
    await page.type('#field-name', `Max ${payload}`);
    await page.type('#field-email', 'max@example.de');
    await page.type('#field-order_number', 'MA-2025-200042');
    await page.click('button[type="submit"]');
    await page.waitForSelector('::-p-text(Widerruf bestätigen)');
    expect(await page.$eval('main', (e) => e.textContent)).toContain(payload);
    expect(await activeMarkup(page, 'main')).toEqual([]);
    await page.click('button[type="submit"]');
    await page.waitForSelector('.declaration-confirmation');
    expect(await page.$eval('.declaration-confirmation', (e) => e.textContent)).toContain(payload);
    expect(await activeMarkup(page, 'body')).toEqual([]);
    expect(await xssFired(page)).toBeNull();
  });

  it('every text field of the checkout and of the availability check stays inert with script typed in', async () => {
    await goto(page, '/unterwegs/geraete/smartphones/aurelon-vista-15');
    await addToCartAndCheckOut(page);
    await page.waitForSelector('#field-customer-first_name');
    const checkoutFields = await typeIntoEveryTextField(page, 'main form');
    expect(checkoutFields).toBeGreaterThanOrEqual(6);
    await page.click('button[type="submit"]');
    await page.waitForSelector('.field__error, [role="alert"]');
    expect(await activeMarkup(page, 'body')).toEqual([]);

    await goto(page, '/zuhause/tarife/glasfaser-tarife?fixedStep=availabilityCheck');
    await page.waitForSelector('#availability-street');
    expect(await typeIntoEveryTextField(page, 'main form')).toBeGreaterThanOrEqual(4);
    await page.click('button::-p-text(Verfügbarkeit prüfen)');
    await page.waitForSelector('.availability-form__error, .field__error, [role="alert"]');
    expect(await activeMarkup(page, 'body')).toEqual([]);
    expect(await xssFired(page)).toBeNull();
  });
});

/** Types a payload (a different one per field) into every text-like field of the form, leaving each by Tab. */
async function typeIntoEveryTextField(page: Page, form: string): Promise<number> {
  const ids = await page.$$eval(
    `${form} :is(input[type="text"], input[type="email"], input[type="tel"], input:not([type]), textarea)`,
    (fields) => fields.filter((field) => !(field as HTMLInputElement).disabled && field.id).map((field) => field.id),
  );
  for (const [index, id] of ids.entries()) {
    await page.type(`[id="${id}"]`, XSS_PAYLOADS[index % XSS_PAYLOADS.length]);
    await page.keyboard.press('Tab');
  }
  return ids.length;
}
