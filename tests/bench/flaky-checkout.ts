/**
 * "Flaky checkout": a SIM-only checkout in Chromium, once on a clean connection and once on Slow 3G
 * with a quarter of the API requests failing at random (seeded, so each run fails the same ones),
 * in the same run. Figures: median time from opening the tariff list to the finish page, and the
 * orders each run produced (exactly one is right).
 */
import type { Browser, Page } from 'puppeteer-core';
import { PredefinedNetworkConditions } from 'puppeteer-core';
import { hydrated, launchBrowser } from '../e2e/support/browser';
import {
  acceptConsents,
  clickButton,
  fill,
  identification,
  personalData,
  SHOPPER,
  waitForPath,
} from '../e2e/support/checkout-steps';
import { interceptApi, seeded } from '../e2e/support/flaky-network';

export interface FlakyCheckoutRow {
  label: string;
  /** Median ms from opening the tariff list to the finish page. */
  medianMs: number;
  runs: number;
  /** Orders the server handed out per run, in run order. */
  ordersPerRun: number[];
  /** API requests failed on purpose, over all runs. */
  failedRequests: number;
}

export type FlakyCheckoutFigures = FlakyCheckoutRow[];

const FAILURE_RATE = 0.25;
/** Generous: Slow 3G with retries takes its time, but a stuck checkout must still end the bench. */
const STEP_TIMEOUT_MS = 180_000;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One checkout from the tariff list to the finish page; answers its time and the order numbers handed out. */
async function checkout(page: Page, baseUrl: string): Promise<{ ms: number; orders: number }> {
  const orders = new Set<string>();
  page.on('response', (response) => {
    if (!response.url().endsWith('/submit') || !response.ok()) return;
    void response.json().then((body: { order_id: string }) => orders.add(body.order_id));
  });
  const started = performance.now();
  await page.goto(`${baseUrl}/unterwegs/tarife/mobilfunk`, { waitUntil: 'domcontentloaded' });
  // The server-rendered button does nothing before the app owns the page.
  await hydrated(page);
  await clickButton(page, 'In den Warenkorb');
  await waitForPath(page, '/warenkorb', STEP_TIMEOUT_MS);
  await clickButton(page, 'Zur Kasse');
  await waitForPath(page, '/checkout', STEP_TIMEOUT_MS);
  await personalData(page);
  await clickButton(page, 'Weiter');
  await waitForPath(page, '/checkout/zahlung', STEP_TIMEOUT_MS);
  await fill(page, 'Kontoinhaber', SHOPPER.accountHolder);
  await fill(page, 'IBAN', SHOPPER.iban);
  await page.click('#field-payment-sepa_mandate');
  await clickButton(page, 'Weiter');
  await waitForPath(page, '/checkout/identifikation', STEP_TIMEOUT_MS);
  await identification(page);
  await clickButton(page, 'Weiter');
  await waitForPath(page, '/checkout/overview', STEP_TIMEOUT_MS);
  await acceptConsents(page);
  await clickButton(page, 'zahlungspflichtig bestellen');
  await waitForPath(page, '/checkout/finish', STEP_TIMEOUT_MS);
  await page.waitForSelector('[data-testid="order-number"]');
  return { ms: performance.now() - started, orders: orders.size };
}

async function measure(browser: Browser, baseUrl: string, runs: number, flaky: boolean): Promise<FlakyCheckoutRow> {
  const times: number[] = [];
  const ordersPerRun: number[] = [];
  let failedRequests = 0;
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      await page.setCookie({ name: 'cookie_consent_status', value: 'necessary', url: baseUrl });
      const random = seeded(1_000 + run);
      await interceptApi(page, () => {
        if (!flaky || random() >= FAILURE_RATE) return { do: 'continue' };
        failedRequests += 1;
        return { do: 'fail' };
      });
      if (flaky) await page.emulateNetworkConditions(PredefinedNetworkConditions['Slow 3G']);
      const { ms, orders } = await checkout(page, baseUrl);
      times.push(ms);
      ordersPerRun.push(orders);
    } finally {
      await context.close();
    }
  }
  const label = flaky
    ? `Slow 3G, ${FAILURE_RATE * 100} % der API-Anfragen scheitern (Seed)`
    : 'saubere Verbindung (Basis)';
  return { label, medianMs: median(times), runs, ordersPerRun, failedRequests };
}

/** Both rows in one browser and against one server, so that they compare. */
export async function measureFlakyCheckout(baseUrl: string, runs: number): Promise<FlakyCheckoutFigures> {
  const browser = await launchBrowser();
  try {
    return [await measure(browser, baseUrl, runs, false), await measure(browser, baseUrl, runs, true)];
  } finally {
    await browser.close();
  }
}

export function printFlakyCheckout(rows: FlakyCheckoutFigures): void {
  const [base] = rows;
  console.log('\nFlaky checkout: SIM-Tarif bis zur Bestätigungsseite (Chromium, Median) – Basis: saubere Verbindung');
  for (const row of rows) {
    const factor = base && base.medianMs > 0 ? `${(row.medianMs / base.medianMs).toFixed(2)}×` : '–';
    console.log(
      `${row.label.padEnd(52)}  ${String(Math.round(row.medianMs)).padStart(7)} ms  ${factor.padStart(6)}  ` +
        `Bestellungen je Lauf: ${row.ordersPerRun.join(', ')}  gescheiterte Anfragen: ${row.failedRequests}`,
    );
  }
}
