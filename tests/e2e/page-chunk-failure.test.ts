import type { HTTPRequest, Page } from 'puppeteer-core';
import { goto, hydrated, openPage, pathOf, useBrowser } from './support/browser';

/** The code of the Impressum's text: a chunk of its own, loaded when the route is first visited. */
const IMPRESSUM_CHUNK = /\/assets\/impressum-[\w-]+\.js$/;

type Failure = 'network' | 404;

/**
 * Fails the chunk's first `failures` loads with a network failure (a blip on a flaky line) or a 404
 * (a deployment that no longer has it), and any other request for it (a look at its status) while
 * they last; the rest go through. Records the requests for it by method.
 */
async function failChunk(page: Page, failures: number, how: Failure) {
  const requests: string[] = [];
  // A first visit, before the service worker has the chunk cached (it would answer in the network's place).
  await page.setBypassServiceWorker(true);
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (!IMPRESSUM_CHUNK.test(new URL(request.url()).pathname)) return void request.continue();
    requests.push(request.method());
    if (requests.filter((method) => method === 'GET').length > failures) return void request.continue();
    if (how === 'network') return void request.abort('failed');
    return void request.respond({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  return { requests };
}

/** Opens the start page and follows the footer's Impressum link (the chunk's first load is this navigation). */
async function openImpressum(page: Page) {
  await goto(page, '/');
  await hydrated(page);
  await page.click('footer a[href="/impressum"]');
}

const headingIs = (page: Page, text: string) =>
  page.waitForFunction((expected) => document.querySelector('h1')?.textContent === expected, { timeout: 10_000 }, text);

describe('a page whose code fails to load', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await openPage(browser());
  });
  afterEach(async () => {
    await page.browserContext().close();
  });

  it('is shown once a retry brings its code (a network blip)', async () => {
    const { requests } = await failChunk(page, 2, 'network');
    await openImpressum(page);
    await headingIs(page, 'Impressum');
    expect(pathOf(page)).toBe('/impressum');
    expect(requests.filter((method) => method === 'GET')).toHaveLength(3);
  });

  it('shows the 500 page once its retries are spent (three failures)', async () => {
    const { requests } = await failChunk(page, 3, 'network');
    await openImpressum(page);
    await headingIs(page, 'Serverfehler');
    // Three tries of the chunk before giving up, and no request after the error page shows.
    expect(requests.filter((method) => method === 'GET')).toHaveLength(3);
    expect(requests.length).toBeLessThanOrEqual(5);
    const link = await page.waitForSelector('main a[href="/"]');
    expect(await link?.evaluate((a) => a.textContent)).toBe('Zurück zur Startseite');
  });

  it('shows the 500 page within ten seconds, with a handful of requests, when the code never comes', async () => {
    const { requests } = await failChunk(page, Number.POSITIVE_INFINITY, 'network');
    const started = Date.now();
    await openImpressum(page);
    await headingIs(page, 'Serverfehler');
    expect(Date.now() - started).toBeLessThan(10_000);
    // A shopper still on the error page sets off no further tries (the render loop asked thousands of times).
    const shown = requests.length;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
    expect(requests.length).toBe(shown);
    expect(requests.length).toBeLessThanOrEqual(5);
  });

  it('reloads the page once when the chunk is gone (a new deployment), then shows the 500 page', async () => {
    const { requests } = await failChunk(page, Number.POSITIVE_INFINITY, 404);
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.resourceType() === 'document') documents += 1;
    });
    await openImpressum(page);
    await headingIs(page, 'Serverfehler');
    expect(pathOf(page)).toBe('/impressum');
    // The start page's document, then the Impressum's once (the reload), and no loop of reloads.
    expect(documents).toBe(2);
    expect(requests.length).toBeLessThanOrEqual(5);
  });
});
