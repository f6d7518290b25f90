import type { HTTPRequest, Page } from 'puppeteer-core';
import { CATALOGUE_PAGES } from '../support/catalogue-pages';
import { STEP_TITLES } from '../../src/domain/order-flow';
import { baseUrl, goto, openPage, pageErrors, useBrowser } from './support/browser';
import { addToCartAndCheckOut } from './support/checkout-steps';
import { CHECKOUT_ORDER_COOKIE } from '../../src/domain/checkout-order-cookie';

jest.setTimeout(180_000);

/** The heading of /kuendigung (src/features/declarations/CancellationPage.tsx). */
const CANCELLATION_TITLE = 'Verträge hier kündigen';

/**
 * A page the browser renders from the shell (checkout steps, declaration forms) gets its own code
 * listed in the shell, so the code is there when the app first renders. Rendering before it had
 * come would show the page-code loader first, and React then holds the page back until that loader
 * has been seen for 300 ms. The shopper should get the page at once: no loader before its heading.
 */

declare global {
  interface Window {
    __shown?: string[];
  }
}

/** From the document's start: each loader added to the page, and the first appearance of `heading`. */
function watchFirstRender(heading: string) {
  const shown: string[] = [];
  window.__shown = shown;
  new MutationObserver(() => {
    if (document.querySelector('.loader') && shown.at(-1) !== 'loader') shown.push('loader');
    const title = document.querySelector('h1')?.textContent?.trim();
    if (title === heading && !shown.includes('heading')) shown.push('heading');
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** What the shopper saw until the heading: ['heading'] when the page came without a loader. */
async function shownUntil(page: Page, heading: string): Promise<string[]> {
  await page.waitForFunction(
    (title) => [...document.querySelectorAll('h1')].some((h1) => h1.textContent?.trim() === title),
    { timeout: 60_000 },
    heading,
  );
  const shown = await page.evaluate(() => window.__shown ?? []);
  return shown.slice(0, shown.indexOf('heading') + 1);
}

describe('a page rendered in the browser', () => {
  const browser = useBrowser();

  it.each([1, 4])('reloads checkout step 1 straight to its form, with no loader first (CPU %i×)', async (rate) => {
    const page = await openPage(browser(), 412, 915);
    try {
      const heading = STEP_TITLES.PERSONAL_DATA;
      await goto(page, CATALOGUE_PAGES.tariffList);
      await addToCartAndCheckOut(page);
      await page.waitForFunction((title) => document.querySelector('h1')?.textContent?.trim() === title, {}, heading);
      // Without the cookie naming the tab's order the server sends the shell (a reload with it comes
      // rendered: checkout-step-reload.test.ts).
      await page.deleteCookie({ name: CHECKOUT_ORDER_COOKIE, url: baseUrl() });
      await page.evaluateOnNewDocument(watchFirstRender, heading);
      await page.emulateCPUThrottling(rate);
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await shownUntil(page, heading)).toEqual(['heading']);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await page.browserContext().close();
    }
  });

  it.each([1, 4])('opens a declaration form straight to its form, with no loader first (CPU %i×)', async (rate) => {
    const page = await openPage(browser(), 412, 915);
    try {
      await page.evaluateOnNewDocument(watchFirstRender, CANCELLATION_TITLE);
      await page.emulateCPUThrottling(rate);
      await page.goto(`${baseUrl()}/kuendigung`, { waitUntil: 'domcontentloaded' });
      expect(await shownUntil(page, CANCELLATION_TITLE)).toEqual(['heading']);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await page.browserContext().close();
    }
  });

  it('shows the loader while a declaration form’s code is tried again, then the form', async () => {
    const page = await openPage(browser(), 412, 915);
    try {
      // The page's own chunk fails twice (a blip on a flaky line): the shell's early fetch of it and
      // the app's first try, in either order; the app's next try goes through.
      await page.setBypassServiceWorker(true);
      await page.setRequestInterception(true);
      let failed = 0;
      page.on('request', (request: HTTPRequest) => {
        if (request.isInterceptResolutionHandled()) return;
        const pageChunk = /\/assets\/CancellationPage-[\w-]+\.js$/.test(new URL(request.url()).pathname);
        if (!pageChunk || request.method() !== 'GET' || failed >= 2) return void request.continue();
        failed += 1;
        return void request.abort('failed');
      });
      await page.evaluateOnNewDocument(watchFirstRender, CANCELLATION_TITLE);
      await page.goto(`${baseUrl()}/kuendigung`, { waitUntil: 'domcontentloaded' });
      expect(await shownUntil(page, CANCELLATION_TITLE)).toEqual(['loader', 'heading']);
      expect(failed).toBe(2);
    } finally {
      await page.browserContext().close();
    }
  });
});
