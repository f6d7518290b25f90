import type { Page } from 'puppeteer-core';
import { goto, hydrated, openPage, pageErrors, useBrowser } from './support/browser';
import { addToCartAndCheckOut, fieldId, fill, personalData, SHOPPER } from './support/checkout-steps';
import { holdAppCode, hurriedClick, reachesPath, whenClickable, type Control } from './support/hurried';

/**
 * A reloaded checkout step comes rendered by the server from the tab's temp order (the cookie the
 * checkout sets names it), instead of a shell that shows nothing until the app's code has run. The
 * shopper may type into it and press 'Weiter' before that code runs: nothing entered is lost,
 * nothing is sent as a plain form, and what the tab kept comes back.
 */

const TARIFFS = '/unterwegs/tarife/mobilfunk';
const STEP_ONE = '/checkout';
const HEADING: Control = { css: '#checkout-step-title', text: 'Persönliche Daten' };
const WEITER: Control = { css: 'main button', text: 'Weiter' };
/** How long the slow phone may take to carry out the held click before it counts as lost. */
const EFFECT_TIMEOUT_MS = 20_000;
/** Half of the runs on a phone four times slower. */
const RUNS = 4;
const rateOf = (run: number) => (run % 2 === 0 ? 1 : 4);

/** A fresh tab with a mobile tariff in the cart, on checkout step 1. */
async function onStepOne(page: Page) {
  await goto(page, TARIFFS);
  await addToCartAndCheckOut(page);
  await whenClickable(page, HEADING);
  await hydrated(page);
}

/** Holds the app's code on the next load: asked for again (not from the memory cache, which requests from it skip). */
async function holdAppCodeOnReload(page: Page) {
  const app = await holdAppCode(page);
  await page.setCacheEnabled(false);
  return app;
}

/** Reloads the step the way a shopper's reload goes; the document the server sent. */
async function reload(page: Page): Promise<string> {
  const document = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && new URL(response.url()).pathname === STEP_ONE,
  );
  await page.reload({ waitUntil: 'domcontentloaded' });
  return (await document).text();
}

const valueOf = async (page: Page, label: string) =>
  page.$eval(`#${await fieldId(page, label)}`, (input) => (input as HTMLInputElement).value);

/** The temp order in the tab's storage (redux-persist keeps each field as JSON of its own). */
const tempOrderOf = (page: Page) =>
  page.evaluate(() => {
    const order = JSON.parse(sessionStorage.getItem('order') ?? '{}') as { tempOrderId?: string };
    return JSON.parse(order.tempOrderId ?? 'null') as string | null;
  });

describe('checkout step 1 reloaded', () => {
  const browser = useBrowser();

  /** Runs `steps` in a phone-sized tab of a fresh browser context, closed afterwards. */
  async function inFreshTab(steps: (page: Page) => Promise<void>) {
    const page = await openPage(browser(), 412, 915);
    try {
      await steps(page);
    } finally {
      await page.browserContext().close();
    }
  }

  it('arrives as the step’s form from the server, and the app takes it over without a loader or an error', async () => {
    await inFreshTab(async (page) => {
      await onStepOne(page);
      await page.evaluateOnNewDocument(() => {
        const seen = window as { loaderShown?: boolean };
        new MutationObserver(() => {
          if (document.querySelector('.loader')) seen.loaderShown = true;
        }).observe(document, { subtree: true, childList: true });
      });
      const html = await reload(page);
      expect(html).toContain('<h1 id="checkout-step-title">Persönliche Daten</h1>');
      expect(html).toMatch(/<label[^>]* for="field-customer-first_name"/);
      expect(html).toContain('Weiter</button>');
      await hydrated(page);
      await whenClickable(page, HEADING);
      // Taken over as it was rendered: no loader in between (the order and its schema were there).
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      expect(await page.evaluate(() => (window as { loaderShown?: boolean }).loaderShown ?? false)).toBe(false);
      expect(pageErrors(page)).toEqual([]);
    });
  }, 90_000);

  it('is not kept by the service worker for offline use, unlike a catalogue page (it is one session’s order)', async () => {
    await inFreshTab(async (page) => {
      await onStepOne(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const cachedPages = () =>
        page.evaluate(async () =>
          (await (await caches.open('pages')).keys()).map((request) => new URL(request.url).pathname),
        );
      // Through the worker, which keeps the pages it fetches.
      expect(await reload(page)).toContain('id="checkout-step-title"');
      await hydrated(page);
      await goto(page, TARIFFS);
      await page.waitForFunction(
        async (path) => (await (await caches.open('pages')).keys()).some((r) => new URL(r.url).pathname === path),
        {},
        TARIFFS,
      );
      expect(await cachedPages()).not.toContain(STEP_ONE);
    });
  }, 90_000);

  it('keeps what the tab kept and what the shopper types before the app runs', async () => {
    await inFreshTab(async (page) => {
      await onStepOne(page);
      await fill(page, 'Vorname', SHOPPER.firstName);
      const app = await holdAppCodeOnReload(page);
      await reload(page);
      // Before the app runs: what the tab kept is shown, and the shopper types at once.
      expect(await valueOf(page, 'Vorname')).toBe(SHOPPER.firstName);
      await fill(page, 'Nachname', SHOPPER.lastName);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-shop-ready'))).toBe(false);
      app.release();
      await hydrated(page);
      await page.waitForFunction(
        (id, value) => (document.getElementById(id) as HTMLInputElement | null)?.value === value,
        {},
        await fieldId(page, 'Vorname'),
        SHOPPER.firstName,
      );
      expect(await valueOf(page, 'Nachname')).toBe(SHOPPER.lastName);
      expect(pageErrors(page)).toEqual([]);
    });
  }, 90_000);

  it(`takes a hurried shopper who fills the step and presses 'Weiter' before the app runs on to payment, ${RUNS} times`, async () => {
    const lost: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await inFreshTab(async (page) => {
        await onStepOne(page);
        const app = await holdAppCodeOnReload(page);
        const cdp = await page.createCDPSession();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: rateOf(run) });
        await reload(page);
        await personalData(page);
        await hurriedClick(page, WEITER);
        expect(await app.readyAtFirstClick()).toBe(false);
        app.release();
        if (!(await reachesPath(page, '/checkout/zahlung', EFFECT_TIMEOUT_MS)))
          lost.push(`run ${run + 1} at ${rateOf(run)}×: still on ${page.url()}`);
        // Never sent as a plain form: no personal data in an address.
        expect(new URL(page.url()).search).toBe('');
        expect(pageErrors(page)).toEqual([]);
      });
    }
    expect(lost).toEqual([]);
  }, 240_000);

  it('shows each tab its own order when two tabs have one', async () => {
    await inFreshTab(async (first) => {
      await onStepOne(first);
      const firstOrder = await tempOrderOf(first);
      // A second tab of the same session starts its own order: the cookie now names that one.
      const second = await first.browserContext().newPage();
      await goto(second, TARIFFS);
      await addToCartAndCheckOut(second);
      await whenClickable(second, HEADING);
      await hydrated(second);
      const secondOrder = await tempOrderOf(second);
      expect(secondOrder).not.toBe(firstOrder);

      // The first tab reloaded: the server renders the order the cookie names, the tab shows its own.
      const html = await reload(first);
      expect(html).toContain(`"tempOrderId":"${secondOrder}"`);
      await hydrated(first);
      await whenClickable(first, HEADING);
      expect(await tempOrderOf(first)).toBe(firstOrder);
      expect(await tempOrderOf(second)).toBe(secondOrder);
      expect(pageErrors(first)).toEqual([]);
    });
  }, 120_000);
});
