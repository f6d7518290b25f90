import type { Page } from 'puppeteer-core';
import { ACTIVE_MARKUP_SELECTOR, XSS_PAYLOADS } from '../support/xss-payloads';
import { baseUrl, goto, useBrowser, openPage, pageErrors } from './support/browser';

jest.setTimeout(90_000);

const xssFired = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null);
const activeMarkup = (page: Page, within: string) =>
  page.$$eval(`${within} :is(${ACTIVE_MARKUP_SELECTOR})`, (nodes) => nodes.map((node) => node.outerHTML));

interface Footnote {
  fn_tag: string;
  text: string;
}

describe('injected HTML stays inert', () => {
  const browser = useBrowser();
  let page: Page;
  beforeEach(async () => {
    page = await openPage(browser(), 375, 812);
  });
  afterEach(() => expect(pageErrors(page)).toEqual([]));

  it('footnote texts carrying script are shown sanitised in the popup', async () => {
    const real = (await (await fetch(`${baseUrl()}/api/catalogue/footnotes`)).json()) as { footnotes: Footnote[] };
    const poisoned = real.footnotes.map((note, index) => ({ ...note, text: `${XSS_PAYLOADS[index % XSS_PAYLOADS.length]} Hinweistext ${index}` }));
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/api/catalogue/footnotes') return void request.continue();
      void request.respond({ status: 200, contentType: 'application/json', body: JSON.stringify({ footnotes: poisoned }) });
    });
    await goto(page, '/zuhause/tarife/magentazuhause-tarife');
    const markers = await page.$$('button[data-footnote]');
    expect(markers.length).toBeGreaterThan(0);
    for (const marker of markers.slice(0, 4)) {
      await marker.click();
      await page.waitForSelector('.footnote-popup .footnote-popup__text, .footnote-popup__missing');
      expect(await activeMarkup(page, '.footnote-popup')).toEqual([]);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.footnote-popup__text'));
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
    const savedHtml = await page.$eval('a[href$="confirmation.html"]', (link) => (link as HTMLAnchorElement).href);
    await page.goto(savedHtml, { waitUntil: 'networkidle0' });
    expect(await page.evaluate(() => document.body.textContent)).toContain('Erika');
    expect(await activeMarkup(page, 'body')).toEqual([]);
    expect(await xssFired(page)).toBeNull();
  });
});
