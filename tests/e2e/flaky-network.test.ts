import type { Page } from 'puppeteer-core';
import { PredefinedNetworkConditions } from 'puppeteer-core';
import { goto, openPage, pageErrors, pathOf, useBrowser } from './support/browser';
import {
  acceptConsents,
  addToCartAndCheckOut,
  clickButton,
  identification,
  orderOnOverview,
  payment,
  personalData,
  SHOPPER,
  waitForPath,
} from './support/checkout-steps';
import { interceptApi, isCall, loggedActions, type Paused } from './support/flaky-network';
import { READ_ATTEMPTS } from '../../src/domain/read-retry';

const TARIFFS = '/unterwegs/tarife/mobilfunk';
const isCreateSession = isCall('GET', /^\/auth\/create-session$/);
const isStatusRead = isCall('GET', /^\/mobile\/order\/[^/]+$/);
const isSave = (step: string) => isCall('POST', new RegExp(`^/mobile/order/[^/]+/save/${step}$`));
const pass = { do: 'continue' } as const;

/** The toasts on screen now, as text. */
const toasts = (page: Page) => page.$$eval('.toast', (nodes) => nodes.map((n) => n.textContent ?? ''));

/**
 * Every order request with the bearer token it carried (no old order's write may go with a new
 * token), and the order numbers the server handed out for a submit (exactly one per checkout).
 */
function recordOrderRequests(page: Page) {
  const seen: Array<{ method: string; path: string; token: string }> = [];
  const orderNumbers: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/mobile/')) return;
    seen.push({ method: request.method(), path: pathname, token: request.headers().authorization ?? '' });
  });
  page.on('response', (response) => {
    if (!response.url().endsWith('/submit') || !response.ok()) return;
    void response.json().then((body: { order_id: string }) => orderNumbers.push(body.order_id));
  });
  return Object.assign(seen, { orderNumbers });
}

const orderIdOf = (path: string) => /\/order\/([^/]+)/.exec(path)?.[1];

/** A SIM-only tariff into the cart, then on to the checkout's first step. */
async function startCheckout(page: Page) {
  await goto(page, TARIFFS);
  await addToCartAndCheckOut(page);
}

/** Through personal data to the payment step, whose first save the "server" refuses with `status`. */
async function refusePaymentSaveOnce(page: Page, status: number, body: unknown) {
  let refused = 0;
  await interceptApi(page, (paused: Paused) => {
    if (!isSave('PAYMENT')(paused) || refused > 0) return pass;
    refused += 1;
    return { do: 'answer', status, body };
  });
  const requests = recordOrderRequests(page);
  await startCheckout(page);
  await personalData(page);
  await clickButton(page, 'Weiter');
  await waitForPath(page, '/checkout/zahlung');
  return { requests, refused: () => refused };
}

describe('a flaky connection never strands the shopper', () => {
  const browser = useBrowser();

  it('survives a lost answer to the session request on arriving at the cart, on Slow 3G', async () => {
    const page = await openPage(browser(), 375, 800);
    let dropped = 0;
    await interceptApi(
      page,
      (paused) => {
        // The server makes the session, but its answer never arrives.
        if (isCreateSession(paused) && dropped === 0) {
          dropped += 1;
          return { do: 'fail' };
        }
        return pass;
      },
      ['Response'],
    );
    const sessionCalls: number[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('/auth/create-session')) sessionCalls.push(request.response()?.status() ?? 0);
    });
    await page.emulateNetworkConditions(PredefinedNetworkConditions['Slow 3G']);
    await goto(page, '/warenkorb');
    await page.waitForFunction(() => document.cookie.includes('token='), { timeout: 60_000 });
    expect(dropped).toBe(1);
    expect(sessionCalls).toEqual([200]);
    expect(await loggedActions(page, 'connectivity/readRetryScheduled')).toBe(1);
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).not.toContain('Fehler 401');
    expect(text).not.toContain('Token not received');
    expect(await page.$('[data-testid="session-unavailable"]')).toBeNull();
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('tells the shopper when every try of the session request fails, and “Erneut versuchen” makes it', async () => {
    const page = await openPage(browser());
    let failing = true;
    let tries = 0;
    await interceptApi(page, (paused) => {
      if (!isCreateSession(paused)) return pass;
      tries += 1;
      return failing ? { do: 'answer', status: 503, body: {} } : pass;
    });
    await goto(page, '/warenkorb');
    await page.waitForSelector('[data-testid="session-unavailable"]', { timeout: 30_000 });
    expect(tries).toBe(READ_ATTEMPTS);
    const banner = await page.$eval('[data-testid="session-unavailable"]', (el) => el.textContent ?? '');
    expect(banner).toContain('Keine Verbindung zum Shop');
    expect(await page.evaluate(() => document.body.innerText)).not.toMatch(/401|Token not received|Network Error/);

    failing = false;
    await clickButton(page, 'Erneut versuchen');
    await page.waitForFunction(() => document.cookie.includes('token='));
    await page.waitForFunction(() => !document.querySelector('[data-testid="session-unavailable"]'));
    expect(tries).toBe(READ_ATTEMPTS + 1);
    expect(pageErrors(page)).toEqual([]);
  }, 90_000);

  it('shows the checkout when the order-status read fails three times, saying meanwhile that it tries again', async () => {
    const page = await openPage(browser());
    let failures = 0;
    await interceptApi(page, (paused) => {
      if (isStatusRead(paused) && failures < 3) {
        failures += 1;
        return failures === 2 ? { do: 'fail' } : { do: 'answer', status: 503, body: {} };
      }
      return pass;
    });
    await startCheckout(page);
    await page.waitForSelector('#checkout-step-title', { timeout: 30_000 });
    expect(failures).toBe(3);
    expect(await loggedActions(page, 'connectivity/readRetryScheduled')).toBe(3);
    expect(await page.$('[data-testid="status-failed"]')).toBeNull();
    // The status line is gone once the read has its answer.
    expect(await page.$('[data-testid="read-retry"]')).toBeNull();
    expect(pageErrors(page)).toEqual([]);
  }, 90_000);

  it('says in German when a read fails on every try, and its “Erneut versuchen” works', async () => {
    const page = await openPage(browser());
    let failing = true;
    let reads = 0;
    await interceptApi(page, (paused) => {
      if (!isStatusRead(paused)) return pass;
      reads += 1;
      return failing ? { do: 'fail' } : pass;
    });
    await goto(page, TARIFFS);
    await clickButton(page, 'In den Warenkorb');
    await waitForPath(page, '/warenkorb');
    const retrying = page.waitForSelector('[data-testid="read-retry"]', { timeout: 30_000 });
    await clickButton(page, 'Zur Kasse');
    expect(await (await retrying)?.evaluate((el) => el.textContent)).toMatch(
      /^Keine Antwort vom Server – neuer Versuch \d von \d …$/,
    );
    await page.waitForSelector('[data-testid="status-failed"]', { timeout: 30_000 });
    expect(reads).toBe(READ_ATTEMPTS);
    const message = await page.$eval('[data-testid="status-failed"]', (el) => el.textContent ?? '');
    expect(message).toContain('Ihre Bestellung konnte nicht geladen werden');
    expect(message).not.toMatch(/Network Error|timeout|401/);

    failing = false;
    await clickButton(page, 'Erneut versuchen');
    await page.waitForSelector('#checkout-step-title');
    expect(reads).toBe(READ_ATTEMPTS + 1);
    expect(pageErrors(page)).toEqual([]);
  }, 90_000);

  it('after a 401 on a step save: one new session, a new order with the kept steps, the shopper walks on, one order', async () => {
    const page = await openPage(browser());
    // As after a data reset of the server: the token is unknown; the server never sees this save.
    const { requests, refused } = await refusePaymentSaveOnce(page, 401, {
      type: 'UnauthorizedException',
      message: 'Unbekanntes Token',
    });
    await payment(page, '/checkout/identifikation');
    expect(refused()).toBe(1);

    // Personal data and payment went into the new order without retyping.
    const saves = requests.filter((r) => r.method === 'POST' && r.path.includes('/save/'));
    const oldOrder = orderIdOf(saves[0].path);
    const newOrder = orderIdOf(saves.at(-1)!.path);
    expect(newOrder).not.toBe(oldOrder);
    expect(saves.filter((r) => orderIdOf(r.path) === newOrder).map((r) => r.path.split('/').at(-1))).toEqual([
      'PERSONAL_DATA',
      'PAYMENT',
    ]);
    expect(requests.filter((r) => r.path.endsWith('/initiate-order'))).toHaveLength(2);
    // Nothing of the old order went with the new token.
    const oldToken = saves[0].token;
    expect(requests.filter((r) => orderIdOf(r.path) === oldOrder).every((r) => r.token === oldToken)).toBe(true);

    await identification(page);
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/overview');
    const shown = await orderOnOverview(page);
    expect(requests.orderNumbers).toEqual([shown]);
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);

  it('after a 403 on a step save: the spec’s warning, then from the cart a new order with the kept steps, one order', async () => {
    const page = await openPage(browser());
    const { requests, refused } = await refusePaymentSaveOnce(page, 403, {
      type: 'ForbiddenException',
      message: 'Zugriff verweigert',
    });
    await payment(page, '/');
    expect(refused()).toBe(1);
    expect(await toasts(page)).toEqual(
      expect.arrayContaining([expect.stringContaining('Ihre Session ist abgelaufen')]),
    );

    // The shopper starts again from the cart: a new order, the first step saved into it from what was typed.
    await goto(page, '/warenkorb');
    const initiated = requests.filter((r) => r.path.endsWith('/initiate-order')).length;
    await clickButton(page, 'Zur Kasse');
    await waitForPath(page, '/checkout');
    await page.waitForSelector('#checkout-step-title');
    expect(requests.filter((r) => r.path.endsWith('/initiate-order'))).toHaveLength(initiated + 1);
    expect(await page.$eval('#field-customer-last_name', (el) => (el as HTMLInputElement).value)).toBe(
      SHOPPER.lastName,
    );
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/zahlung');
    await page.waitForSelector('#field-payment-account_holder');
    expect(await page.$eval('#field-payment-account_holder', (el) => (el as HTMLInputElement).value)).toBe(
      SHOPPER.accountHolder,
    );
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/identifikation');
    await identification(page);
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/overview');
    const shown = await orderOnOverview(page);
    const saves = requests.filter((r) => r.path.includes('/save/'));
    const lastOrder = orderIdOf(saves.at(-1)!.path);
    // Every save after the restart went to the new order; none answered 404.
    expect(saves.filter((r) => orderIdOf(r.path) !== lastOrder).map((r) => r.path.split('/').at(-1))).toEqual([
      'PERSONAL_DATA',
      'PAYMENT',
    ]);
    expect(requests.orderNumbers).toEqual([shown]);
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);

  it('keeps values typed offline and sends them with the step’s save once online; the overview masks the IBAN', async () => {
    const page = await openPage(browser(), 375, 800);
    await page.setBypassServiceWorker(true);
    const paymentBodies: string[] = [];
    page.on('request', (request) => {
      if (isSave('PAYMENT')({ method: request.method(), url: request.url(), stage: 'Request' }))
        paymentBodies.push(request.postData() ?? '');
    });
    await startCheckout(page);
    await personalData(page);
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/zahlung');
    await page.waitForSelector('#field-payment-iban');

    await page.setOfflineMode(true);
    await page.waitForSelector('[data-testid="offline-banner"]');
    await payment(page, '/checkout/zahlung');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="offline-banner"]')?.textContent?.includes('1 Eingabe wartet'),
    );
    expect(paymentBodies).toEqual([]);

    await page.setOfflineMode(false);
    await waitForPath(page, '/checkout/identifikation');
    expect(paymentBodies).toHaveLength(1);
    expect(JSON.parse(paymentBodies[0])).toMatchObject({ payment: { iban: SHOPPER.iban } });
    await identification(page);
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/overview');
    // The address changes before the page's transition has rendered: the overview itself is waited for.
    await page.waitForSelector('#overview-consents');
    const overview = await page.evaluate(() => document.body.innerText);
    expect(overview).not.toContain('DE89370400440532013000');
    expect(overview).not.toContain('DE89 3704 0044 0532 0130 00');
    expect(overview).toContain('•••• •••• •••• •••• ••30 00');
    await acceptConsents(page);
    expect(pathOf(page)).toBe('/checkout/overview');
    expect(pageErrors(page)).toEqual([]);
  }, 180_000);
});
