/**
 * Checkout step 1 (personal data) for Lighthouse. The page shows only with a cart and its order in
 * the tab's sessionStorage: without them /checkout tells the shopper so and sends them back to the
 * last shop route. So a tab in a fresh browser context goes through the catalogue to step 1 first,
 * and Lighthouse then loads /checkout again in that same tab, as a shopper's reload would.
 */
import type { Browser, Page } from 'puppeteer-core';
import { clickButton, waitForPath } from '../e2e/support/checkout-steps';
import { CATALOGUE_PAGES } from '../support/catalogue-pages';
import { STEP_TITLES } from '../../src/domain/order-flow';
import type { PreparedPage } from './lighthouse';

const TIMEOUT_MS = 60_000;
const STEP_ONE = '/checkout';
const STEP_ONE_TITLE = STEP_TITLES.PERSONAL_DATA;

/** The heading of the checkout step the tab shows, or null while (or when) it shows none. */
const stepTitle = (page: Page) =>
  page.evaluate(() => document.querySelector('#checkout-step-title')?.textContent?.trim() ?? null);

/**
 * A shopper's way to step 1: the banner answered with 'Nur notwendige' (someone who clicked through
 * the catalogue has seen it), the first tariff of the list into the cart, then 'Zur Kasse'.
 */
async function openStepOne(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT_MS);
  try {
    await page.goto(baseUrl + CATALOGUE_PAGES.tariffList);
    // The server-rendered buttons do nothing before the app has hydrated them.
    await page.waitForSelector('html[data-shop-ready="true"]');
    await clickButton(page, 'Nur notwendige');
    await page.waitForSelector('[data-testid="consent-banner"]', { hidden: true });
    await clickButton(page, 'In den Warenkorb');
    await waitForPath(page, CATALOGUE_PAGES.cart, TIMEOUT_MS);
    await clickButton(page, 'Zur Kasse');
    await waitForPath(page, STEP_ONE, TIMEOUT_MS);
    await page.waitForFunction(
      (title) => document.querySelector('#checkout-step-title')?.textContent?.trim() === title,
      {},
      STEP_ONE_TITLE,
    );
    // Nothing of the way here may still be loading when Lighthouse takes the tab over.
    await page.waitForNetworkIdle();
    return page;
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Fails the run unless Lighthouse's load ended on step 1 showing its form's heading (not the cart, nor a loader). */
async function verifyStepOne(page: Page, finalUrl: string): Promise<void> {
  const finalPath = new URL(finalUrl).pathname;
  const title = await stepTitle(page);
  if (finalPath !== STEP_ONE || title !== STEP_ONE_TITLE) {
    throw new Error(
      `Lighthouse sollte Schritt 1 der Bestellung (${STEP_ONE}, „${STEP_ONE_TITLE}“) messen, ` +
        `landete aber auf ${finalPath} mit der Schritt-Überschrift ${title === null ? '(keine)' : `„${title}“`}.`,
    );
  }
}

export const CHECKOUT_STEP_ONE: PreparedPage = {
  path: STEP_ONE,
  label: 'Schritt 1 mit Warenkorb, neu geladen',
  state:
    "ein Käufer hat in einem frischen Browserkontext das Cookie-Banner mit 'Nur notwendige' beantwortet, den ersten Tarif der " +
    "Tarifliste in den Warenkorb gelegt und über 'Zur Kasse' Schritt 1 geöffnet; Lighthouse lädt die Seite im " +
    'selben Tab neu, mit geleertem HTTP-Cache wie die anderen Seiten (Cookies und sessionStorage bleiben).',
  open: openStepOne,
  verify: verifyStepOne,
};
