import type { HTTPRequest } from 'puppeteer-core';
import { goto, openPage, pageErrors, useBrowser } from './support/browser';
import { addToCartAndCheckOut } from './support/checkout-steps';

/**
 * Checkout step 1 is rendered in the browser from the shell. Reloaded on a slow line, its code must
 * not arrive as a chain (the step's chunk once the app runs, the chunks it imports once that one
 * has arrived, a round trip each): the shell lists them, and the entry script fetches them beside
 * the app.
 */

/** A round trip long enough that a chunk asked for only after another arrived shows as one. */
const LATENCY_MS = 400;
const STEP_CHUNK = /\/assets\/CheckoutStepPage-[\w-]+\.js$/;
const STEP_TITLE = 'Persönliche Daten';

describe('the shell of checkout step 1', () => {
  const browser = useBrowser();

  it('has the step’s code fetched beside the app, not one round trip after another', async () => {
    const page = await openPage(browser(), 412, 915);
    try {
      await goto(page, '/unterwegs/tarife/mobilfunk');
      await addToCartAndCheckOut(page);
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
      const listed = JSON.parse(
        /<script type="application\/json" id="page-code">([^<]*)<\/script>/.exec(await (await shell).text())?.[1] ??
          '[]',
      ) as string[];
      await page.waitForFunction(
        (title) => document.querySelector('#checkout-step-title')?.textContent?.trim() === title,
        { timeout: 60_000 },
        STEP_TITLE,
      );

      // The step's chunk and the chunks it imports are listed …
      const stepChunk = listed.find((href) => STEP_CHUNK.test(href));
      expect(stepChunk).toBeDefined();
      expect(listed.length).toBeGreaterThan(1);
      // … and each was asked for before the step's chunk had arrived: none waited for it.
      const stepArrived = finished.get(stepChunk as string) as number;
      expect(stepArrived).toBeDefined();
      const late = listed.filter((href) => !((started.get(href) ?? Infinity) < stepArrived));
      expect(late).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await page.browserContext().close();
    }
  }, 120_000);
});
