import type { HTTPRequest, Page } from 'puppeteer-core';
import { baseUrl, goto, openPage, pageErrors, useBrowser } from './support/browser';
import { READ_ATTEMPTS } from '../../src/domain/read-retry';
import { addToCartAndCheckOut } from './support/checkout-steps';

const FIBRE_LIST = '/zuhause/tarife/glasfaser-tarife?fixedStep=availabilityCheck';
const HOUR = 60 * 60 * 1000;
const isSchemaFetch = (request: HTTPRequest) => request.method() === 'POST' && request.url().endsWith('/form-schemas');

/** Counts the 'Formularfehler' toasts the page ever shows, also those already gone again. */
async function countSchemaNotices(page: Page) {
  await page.evaluateOnNewDocument(() => {
    const seen = new WeakSet<Node>();
    (window as unknown as { schemaNotices: number }).schemaNotices = 0;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('.toast')) {
        if (seen.has(toast) || !toast.textContent?.includes('Formularfehler')) continue;
        seen.add(toast);
        (window as unknown as { schemaNotices: number }).schemaNotices += 1;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { schemaNotices: number }).schemaNotices);
}

const UNKNOWN_TOKEN = 'unbekannt-0000';

/** A token from another server (or from before a data reset), with an expiry still a day ahead. */
async function setUnknownToken(page: Page) {
  await page.setCookie(
    { name: 'token', value: UNKNOWN_TOKEN, url: baseUrl() },
    { name: 'token_expires', value: String(Date.now() + 23 * HOUR), url: baseUrl() },
  );
}

/** Every request to /api/auth/*, as 'METHOD path', in order. */
function countAuthRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/auth/')) requests.push(`${request.method()} ${pathname}`);
  });
  return requests;
}

describe('recovering from a session the server does not know and from a failing form', () => {
  const browser = useBrowser();

  it('replaces an unknown token with one new session and loads the form with it: no loop, no error', async () => {
    const page = await openPage(browser());
    const notices = await countSchemaNotices(page);
    await setUnknownToken(page);
    const authRequests = countAuthRequests(page);
    const schemaAnswers: number[] = [];
    page.on('response', (response) => {
      if (isSchemaFetch(response.request())) schemaAnswers.push(response.status());
    });

    await goto(page, FIBRE_LIST);
    await page.waitForSelector('#availability-street');
    expect(authRequests).toEqual(['GET /api/auth/create-session']);
    expect(schemaAnswers).toEqual([401, 200]);
    const token = (await page.cookies()).find((cookie) => cookie.name === 'token')?.value;
    expect(token).toBeDefined();
    expect(token).not.toBe(UNKNOWN_TOKEN);

    // The new session works for the next product call too.
    await page.type('#availability-street', 'Lindenallee');
    await page.type('#availability-house_no', '12');
    await page.type('#availability-zipcode', '53113');
    await page.type('#availability-city', 'Bonn');
    await page.click('button::-p-text(Verfügbarkeit prüfen)');
    await page.waitForSelector('[data-testid="availability-bandwidth"]');
    expect(authRequests).toHaveLength(1);
    expect(await notices()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('starts the order under an unknown token: one new session, the cart initiated once more, the checkout form shown', async () => {
    const page = await openPage(browser());
    await setUnknownToken(page);
    const authRequests = countAuthRequests(page);
    const initiated: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/initiate-order')) initiated.push(response.status());
    });
    await page.setBypassServiceWorker(true);
    await goto(page, '/unterwegs/geraete/smartphones/aurelon-vista-15');
    await addToCartAndCheckOut(page);
    await page.waitForSelector('#checkout-step-title');
    expect(authRequests).toEqual(['GET /api/auth/create-session']);
    expect(initiated).toEqual([401, 200]);
    expect(await page.$$eval('.toast', (toasts) => toasts.map((t) => t.textContent))).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it('asks for a failing form a bounded number of times, says so once, and again only when the shopper asks', async () => {
    const page = await openPage(browser());
    const notices = await countSchemaNotices(page);
    let failing = true;
    let schemaRequests = 0;
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (!isSchemaFetch(request)) return void request.continue();
      schemaRequests += 1;
      // A server error without a message, as a proxy in front of a broken server might answer.
      if (failing) return void request.respond({ status: 503, contentType: 'application/json', body: '{}' });
      return void request.continue();
    });

    await goto(page, FIBRE_LIST);
    await page.waitForSelector('::-p-text(Das Formular konnte nicht geladen werden.)');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.toast')].some((t) =>
        t.textContent?.includes('Anfrage konnte nicht verarbeitet werden'),
      ),
    );
    // The notice goes after its 3 s (spec §9); a loop would have asked again and again meanwhile.
    await page.waitForFunction(() => !document.querySelector('.toast'));
    expect(schemaRequests).toBe(READ_ATTEMPTS);
    expect(await notices()).toBe(1);

    failing = false;
    await page.click('button::-p-text(Erneut versuchen)');
    await page.waitForSelector('#availability-street');
    expect(schemaRequests).toBe(READ_ATTEMPTS + 1);
    expect(await notices()).toBe(1);
    expect(pageErrors(page)).toEqual([]);
  });
});
