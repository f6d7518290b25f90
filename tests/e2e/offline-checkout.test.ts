import type { HTTPRequest, Page } from 'puppeteer-core';
import fs from 'node:fs';
import { goto, useBrowser, openPage, pageErrors } from './support/browser';
import { startServer, type RunningServer } from './support/server-process';
import { openDatabase } from '../../server/db/client';
import { SERVER_UNREACHABLE_MESSAGE } from '../../src/features/offline/ServerUnreachableStatus';
import {
  acceptConsents,
  addToCartAndCheckOut,
  clickButton,
  fillStepsToIdentification,
  identification,
  payment,
  personalData,
  waitForPath,
} from './support/checkout-steps';

const DEVICE = '/unterwegs/geraete/smartphones/aurelon-vista-15';
const ORDER_BUTTON = 'zahlungspflichtig bestellen';
const isOrderWrite = (request: HTTPRequest) =>
  request.method() === 'POST' &&
  /\/api\/(mobile|landline)\/(new-customer\/.+\/initiate-order|order\/[^/]+\/(save\/[A-Z_]+|submit))$/.test(
    request.url(),
  );

/** Cart with a handset, then the checkout's first page; the worker is bypassed so interception sees every request. */
async function startCheckout(page: Page, base?: string) {
  await page.setBypassServiceWorker(true);
  await goto(page, DEVICE, base);
  await addToCartAndCheckOut(page);
}

async function toOverview(page: Page) {
  await fillStepsToIdentification(page);
  await waitForPath(page, '/checkout/overview');
}

const orderNumber = async (page: Page) =>
  (await page.waitForSelector('[data-testid="order-number"]'))!.evaluate((el) => el.textContent ?? '');

/** A small seeded generator: "random" aborts that are the same on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('checkout on a flaky connection (the outbox)', () => {
  const browser = useBrowser();
  let ownServer: RunningServer | undefined;
  afterEach(async () => {
    await ownServer?.stop();
    ownServer = undefined;
  });

  it('submits while offline: the shopper sees the order waiting, and it is sent once when the connection returns', async () => {
    const page = await openPage(browser(), 375, 800);
    const submits: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith('/submit')) submits.push(response.status());
    });
    await startCheckout(page);
    await toOverview(page);
    await acceptConsents(page);

    await page.setOfflineMode(true);
    await page.waitForSelector('[data-testid="offline-submit-hint"]');
    await clickButton(page, ORDER_BUTTON);
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="offline-banner"]')?.textContent?.includes('2 Eingaben warten'),
    );
    expect(await page.$eval('[data-testid="offline-banner"]', (el) => el.textContent)).toContain('Sie sind offline.');
    expect(new URL(page.url()).pathname).toBe('/checkout/overview');

    await page.setOfflineMode(false);
    await waitForPath(page, '/checkout/finish');
    expect(await orderNumber(page)).toMatch(/^MA-\d{8}-\d{6}$/);
    expect(submits).toEqual([200]);
    expect(await page.$('[data-testid="offline-banner"]')).toBeNull();
    expect(pageErrors(page)).toEqual([]);
  }, 90_000);

  it('completes with exactly one order when a third of the writes lose their answer', async () => {
    // A server of its own, so that afterwards its database can be read: it must hold exactly this one order.
    const server = await startServer();
    ownServer = server;
    const page = await openPage(browser());
    const random = seeded(7);
    const tempOrders = new Set<string>();
    const orderIds = new Set<string>();
    let lost = 0;
    const note = (url: string, body: { temp_order_id?: string; order_id?: string }) => {
      if (url.endsWith('/initiate-order') && body.temp_order_id) tempOrders.add(body.temp_order_id);
      if (url.endsWith('/submit') && body.order_id) orderIds.add(body.order_id);
    };
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (!isOrderWrite(request) || random() >= 1 / 3) return void request.continue();
      // The server does the work, but the answer never arrives: the outbox must send the same key again.
      lost += 1;
      void fetch(request.url(), { method: 'POST', headers: request.headers(), body: request.postData() })
        .then(async (response) => note(request.url(), (await response.json()) as { temp_order_id?: string }))
        .finally(() => request.abort('connectionreset'));
    });
    page.on('response', (response) => {
      if (isOrderWrite(response.request()) && response.ok())
        void response.json().then((body: { order_id?: string }) => note(response.url(), body));
    });

    await startCheckout(page, server.baseUrl);
    await toOverview(page);
    await acceptConsents(page);
    await clickButton(page, ORDER_BUTTON);
    await waitForPath(page, '/checkout/finish');
    const shown = await orderNumber(page);

    expect(lost).toBeGreaterThan(0);
    expect([...tempOrders]).toHaveLength(1);
    expect([...orderIds]).toEqual([shown]);
    expect(pageErrors(page)).toEqual([]);

    await server.stop({ keepData: true });
    const db = await openDatabase({ dataDir: server.dataDir });
    try {
      const orders = await db.query<{ id: string }>('SELECT id::text AS id FROM orders');
      const submitted = await db.query<{ order_id: string }>('SELECT order_id FROM submitted_orders');
      expect(orders.rows.map((r) => r.id)).toEqual([...tempOrders]);
      expect(submitted.rows.map((r) => r.order_id)).toEqual([shown]);
    } finally {
      await db.close();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('tells the shopper when the server is unreachable, probes it, and sends the order once within seconds of its return', async () => {
    const server = await startServer();
    ownServer = server;
    const page = await openPage(browser());
    const submits: number[] = [];
    const writesWhileDown: string[] = [];
    let serverDown = false;
    page.on('request', (request) => {
      if (serverDown && isOrderWrite(request)) writesWhileDown.push(request.url());
    });
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith('/submit')) submits.push(response.status());
    });
    await startCheckout(page, server.baseUrl);
    await toOverview(page);
    await acceptConsents(page);

    // The browser stays online; only the server is gone (afterwards it returns on the same port and data folder).
    await server.stop({ keepData: true });
    serverDown = true;
    await clickButton(page, ORDER_BUTTON);
    await page.waitForFunction(
      (text) => document.querySelector('[role="status"][data-testid="server-status"]')?.textContent?.includes(text),
      { timeout: 5_000 },
      SERVER_UNREACHABLE_MESSAGE,
    );
    // The probe of /api/health counts on while the order waits, without sending the write again …
    await page.waitForFunction(() =>
      /\b([2-9]|\d{2,}) Versuche bisher/.test(
        document.querySelector('[data-testid="server-status"]')?.textContent ?? '',
      ),
    );
    expect(writesWhileDown).toHaveLength(1);
    // … and 'Jetzt erneut versuchen' sends it at once.
    const retried = page.waitForRequest(isOrderWrite, { timeout: 5_000 });
    await clickButton(page, 'Jetzt erneut versuchen');
    await retried;
    expect(new URL(page.url()).pathname).toBe('/checkout/overview');
    expect(await page.$('[data-testid="offline-banner"]')).toBeNull();

    ownServer = await startServer({}, { port: Number(new URL(server.baseUrl).port), dataDir: server.dataDir });
    serverDown = false;
    await waitForPath(page, '/checkout/finish', 10_000);
    const shown = await orderNumber(page);
    expect(submits).toEqual([200]);
    expect(await page.$eval('[data-testid="server-status"]', (el) => el.textContent)).toBe('');
    expect(pageErrors(page)).toEqual([]);

    await ownServer.stop({ keepData: true });
    const db = await openDatabase({ dataDir: server.dataDir });
    try {
      const submitted = await db.query<{ order_id: string }>('SELECT order_id FROM submitted_orders');
      expect(submitted.rows.map((r) => r.order_id)).toEqual([shown]);
    } finally {
      await db.close();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('keeps cart, entered data and the waiting write across a reload, and sends the write afterwards', async () => {
    const page = await openPage(browser());
    let blockSaves = false;
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (blockSaves && isOrderWrite(request)) void request.abort('internetdisconnected');
      else void request.continue();
    });
    await startCheckout(page);
    await personalData(page);
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/zahlung');

    blockSaves = true;
    await payment(page, '/checkout/zahlung');
    await page.waitForFunction(() => sessionStorage.getItem('outbox')?.includes('/save/PAYMENT'));

    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector('#field-payment-iban');
    expect(await page.$eval('#field-payment-account_holder', (el) => (el as HTMLInputElement).value)).toBe(
      'Erika Mustermann',
    );
    expect(await page.$eval('#field-payment-iban', (el) => (el as HTMLInputElement).value.replace(/\s/g, ''))).toBe(
      'DE89370400440532013000',
    );
    // redux-persist keeps each slice key as a JSON string: the cart still holds the handset, the form the personal data.
    const stored = await page.evaluate(() => ({
      cart: sessionStorage.getItem('cart'),
      form: sessionStorage.getItem('form'),
    }));
    expect(stored.cart).toContain('aurelon-vista-15');
    expect(stored.form).toContain('Mustermann');
    expect(await page.evaluate(() => sessionStorage.getItem('outbox'))).toContain('/save/PAYMENT');

    // The connection comes back: the outbox sends at once instead of waiting for its backoff.
    blockSaves = false;
    await page.setOfflineMode(true);
    await page.setOfflineMode(false);
    await page.waitForFunction(() => !sessionStorage.getItem('outbox')?.includes('/save/PAYMENT'));
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/identifikation');
    await identification(page);
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/overview');
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);
});
