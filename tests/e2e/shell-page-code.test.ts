import type { HTTPRequest } from 'puppeteer-core';
import { baseUrl, goto, openPage, pageErrors, useBrowser } from './support/browser';
import { CHECKOUT_ORDER_COOKIE } from '../../src/domain/checkout-order-cookie';
import { addToCartAndCheckOut } from './support/checkout-steps';

/**
 * Checkout step 1 in a tab whose order the server cannot render (no cookie names it: the tab's
 * storage survived a cleared cookie, say) is rendered in the browser from the shell, which shows
 * nothing until the code has run. Reloaded on a slow line, that code must not arrive as a chain (the app and the step's chunk
 * once the entry script runs, the chunks they import once those have arrived, a round trip each):
 * the shell preloads every file of it from its head, beside the entry script.
 */

/** A round trip long enough that a chunk asked for only after another arrived shows as one. */
const LATENCY_MS = 400;
const STEP_CHUNK = /\/assets\/CheckoutStepPage-[\w-]+\.js$/;
const APP_CHUNK = /\/assets\/app-[\w-]+\.js$/;
const REACT_DOM_CHUNK = /\/assets\/react-dom-[\w-]+\.js$/;
/** The shell's tags: its entry script, and the files it preloads. */
const ENTRY_SCRIPT = /<script type="module"[^>]* src="([^"]+)"/;
const PRELOADS = /<link rel="modulepreload"[^>]* href="([^"]+)"/g;
const STEP_TITLE = 'Persönliche Daten';

describe('the shell of checkout step 1', () => {
  const browser = useBrowser();

  it('has the app and the step’s code fetched beside the entry script, not one round trip after another', async () => {
    const page = await openPage(browser(), 412, 915);
    try {
      await goto(page, '/unterwegs/tarife/mobilfunk');
      await addToCartAndCheckOut(page);
      await page.waitForFunction(
        (title) => document.querySelector('#checkout-step-title')?.textContent?.trim() === title,
        { timeout: 60_000 },
        STEP_TITLE,
      );
      await page.deleteCookie({ name: CHECKOUT_ORDER_COOKIE, url: baseUrl() });
      // Every chunk from the network, as on a first visit with this tab's cart: no worker, no HTTP cache.
      await page.setBypassServiceWorker(true);
      await page.setCacheEnabled(false);
      await page.emulateNetworkConditions({ download: 10_000_000, upload: 10_000_000, latency: LATENCY_MS });

      const started = new Map<string, number>();
      const finished = new Map<string, number>();
      const pathOf = (request: HTTPRequest) => new URL(request.url()).pathname;
      // The first request of each address and its first arrival count: a second one would be from the cache.
      const first = (times: Map<string, number>) => (request: HTTPRequest) => {
        if (!times.has(pathOf(request))) times.set(pathOf(request), Date.now());
      };
      page.on('request', first(started));
      page.on('requestfinished', first(finished));
      const shell = page.waitForResponse((response) => new URL(response.url()).pathname === '/checkout');
      await page.reload({ waitUntil: 'domcontentloaded' });
      const html = await (await shell).text();
      const entry = ENTRY_SCRIPT.exec(html)?.[1];
      const listed = [...html.matchAll(PRELOADS)].map(([, href]) => href);
      await page.waitForFunction(
        (title) => document.querySelector('#checkout-step-title')?.textContent?.trim() === title,
        { timeout: 60_000 },
        STEP_TITLE,
      );

      // The app, react-dom, the step's chunk and the chunks it imports are preloaded …
      for (const chunk of [APP_CHUNK, REACT_DOM_CHUNK, STEP_CHUNK]) {
        expect(listed.filter((href) => chunk.test(href))).toHaveLength(1);
      }
      expect(listed.length).toBeGreaterThan(3);
      // … and each was asked for before the entry script had arrived: none waited for it.
      expect(entry).toBeDefined();
      const entryArrived = finished.get(entry as string) as number;
      expect(entryArrived).toBeDefined();
      const late = listed.filter((href) => !((started.get(href) ?? Infinity) < entryArrived));
      expect(late).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await page.browserContext().close();
    }
  }, 120_000);
});
