import { gzipSync } from 'node:zlib';
import type { Page } from 'puppeteer-core';
import { baseUrl, hydrated, openPage, pageErrors, useBrowser } from './support/browser';

jest.setTimeout(60_000);

/** One TCP initial congestion window, roughly: what the browser has after the first round trip. */
const FIRST_WINDOW_BYTES = 14 * 1024;
const START_HEADING = 'Top-Smartphones für 1 €';

const fetchHtml = async (path: string, headers: Record<string, string> = {}) =>
  (await fetch(baseUrl() + path, { headers: { accept: 'text/html', ...headers } })).text();

/** Console errors and warnings (React reports hydration mismatches there) and uncaught errors. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

describe('the server-rendered start page', () => {
  const browser = useBrowser();

  it('carries its stylesheet, heading and stage in the first 14 KB of the HTML of / as sent', async () => {
    const html = await fetchHtml('/');
    const heading = html.indexOf(`<h1 class="stage__title">${START_HEADING}</h1>`);
    expect(heading).toBeGreaterThan(0);
    // The stylesheet is inline, before the heading: all the first paint needs, compressed as it travels
    // (the whole one for the page's first shopper, then the rules its markup uses: server/render/critical-css.ts).
    expect(html.slice(0, heading)).toMatch(/<style data-href="[^"]+\.css"( data-critical)?>/);
    expect(gzipSync(html.slice(0, heading)).length).toBeLessThan(FIRST_WINDOW_BYTES);
    expect(gzipSync(html).length).toBeLessThan(FIRST_WINDOW_BYTES);
    expect(html).toContain('<img class="stage__image" src="/images/stage/start-1.svg"');
    // A first visit: the cookie banner comes with the page (and still leaves the heading in the first window).
    expect(html).toContain('data-testid="consent-banner"');
    expect(await fetchHtml('/', { cookie: 'cookie_consent_status=necessary' })).not.toContain(
      'data-testid="consent-banner"',
    );
    // State travels as a data block, never as inline script: the one inline script is the early script (src/early/).
    expect(html).toMatch(/<script type="application\/json" id="prerender-state">/);
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => !/ src=|type="application\/(json|ld\+json)"/.test(tag))).toEqual(['<script>']);
  });

  it('is not served for other paths: they get their own page, the checkout the plain shell', async () => {
    for (const path of ['/warenkorb', '/unterwegs/tarife/mobilfunk', '/gibt-es-nicht']) {
      const html = await fetchHtml(path);
      expect(html).not.toContain('<div id="root"></div>');
      expect(html).not.toContain(`<h1 class="stage__title">${START_HEADING}</h1>`);
    }
    const checkout = await fetchHtml('/checkout');
    expect(checkout).toContain('<div id="root"></div>');
    expect(checkout).not.toContain('prerender-state');
  });

  it.each([
    ['a first visit (cookie banner shown)', true],
    ['a visit with the cookie choice made', false],
  ])('hydrates without errors or warnings on %s', async (_, askConsent) => {
    const page = await openPage(browser(), 375, 812, askConsent);
    const messages = watchConsole(page);
    await page.goto(baseUrl() + '/', { waitUntil: 'networkidle0' });
    await hydrated(page);
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe(START_HEADING);
    expect(messages).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    expect((await page.$('[data-testid="consent-banner"]')) !== null).toBe(askConsent);
    if (askConsent) {
      // Fixed at the bottom: its appearance moved nothing on the page. The shopper answers it first.
      expect(await page.$eval('[data-testid="consent-banner"]', (banner) => getComputedStyle(banner).position)).toBe(
        'fixed',
      );
      await page.click('[data-testid="consent-banner"] button::-p-text(Nur notwendige)');
      await page.waitForSelector('[data-testid="consent-banner"]', { hidden: true });
    }
    // Hydrated, not just painted: the stage's dots respond.
    await page.click('.stage__dot:nth-child(2)');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Bis zu 240 € Cashback');
    await page.close();
  });

  it('hydrates with a restored cart: the badge follows the session, without a mismatch', async () => {
    const page = await openPage(browser(), 375, 812);
    await page.goto(baseUrl() + '/unterwegs/geraete/smartphones/aurelon-vista-15', { waitUntil: 'networkidle0' });
    const addToCart =
      'xpath///div[contains(@class,"device-price")]//button[normalize-space()="In den Warenkorb" and not(@disabled)]';
    await page.waitForSelector(addToCart);
    await (await page.$(addToCart))!.click();
    await page.waitForFunction(() => location.pathname === '/warenkorb');

    const messages = watchConsole(page);
    await page.goto(baseUrl() + '/', { waitUntil: 'networkidle0' });
    // Prerendered with an empty cart, hydrated with that, then showing the session's cart.
    await page.waitForSelector('[data-testid="cart-badge"]');
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe(START_HEADING);
    expect(messages).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
