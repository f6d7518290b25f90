import type { HTTPRequest, Page } from 'puppeteer-core';
import { goto, openPage, pageErrors, pathOf, useBrowser } from './support/browser';
import { hurriedClick, reachesPath } from './support/hurried';

/**
 * Code that fails to load takes down no more than the part it was for: the app's own code (the
 * entry's chunk), the footnote dialogs' code and the 'Problem melden' code each fail here for good
 * (every try of the loader), and the shopper reads a German message where that part was, while the
 * rest of the page keeps working. Once the code comes again, 'Erneut versuchen' brings the part.
 */

const PART_FAILED = 'Dieser Teil der Seite konnte nicht geladen werden.';
const APP_FAILED = 'Die Seite konnte nicht vollständig geladen werden: Ihre Schaltflächen funktionieren noch nicht.';

const APP_CHUNK = /\/assets\/app-[\w-]+\.js$/;
const FOOTNOTE_CHUNK = /\/assets\/OverlayDialogs-[\w-]+\.js$/;
const PROBLEM_REPORT_CHUNK = /\/assets\/ProblemReportPanel-[\w-]+\.js$/;

const DEVICE = '/unterwegs/geraete/smartphones/kestrel-k9';
const TARIFFS = '/unterwegs/tarife/mobilfunk';

/**
 * Answers every request for the chunk with a network failure until `restore` is called; counts the
 * failed loads (GET: not the loader's look at the chunk's status). A first visit, past the service
 * worker, which would answer from its cache.
 */
async function failChunk(page: Page, chunk: RegExp) {
  const state = { failing: true, failed: 0 };
  await page.setBypassServiceWorker(true);
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (!state.failing || !chunk.test(new URL(request.url()).pathname)) return void request.continue();
    if (request.method() === 'GET') state.failed += 1;
    return void request.abort('failed');
  });
  return {
    failed: () => state.failed,
    restore: () => {
      state.failing = false;
    },
  };
}

/** The text of the visible alert that contains `text`, once it shows. */
const alertShowing = (page: Page, text: string) =>
  page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll<HTMLElement>('[role="alert"]')].some(
        (alert) => alert.checkVisibility() && alert.textContent?.includes(wanted),
      ),
    { timeout: 15_000 },
    text,
  );

const clickButtonIn = (page: Page, container: string, text: string) =>
  page.evaluate(
    (selector, label) => {
      const button = [...document.querySelectorAll<HTMLElement>(`${selector} button, ${selector} a`)].find(
        (element) => element.textContent?.trim() === label,
      );
      button?.click();
      return button !== undefined;
    },
    container,
    text,
  );

describe('code that fails to load stays in its part', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await openPage(browser(), 412, 915);
  });
  afterEach(async () => {
    await page.browserContext().close();
  });

  it('the app’s own code: the shopper is told, buttons say they do not work yet, links still lead on', async () => {
    const chunk = await failChunk(page, APP_CHUNK);
    await goto(page, TARIFFS, undefined, 'domcontentloaded');
    await alertShowing(page, APP_FAILED);
    // The loader's three tries, and the preloads of the page's own chunks, which import it: a handful, not an endless asking.
    expect(chunk.failed()).toBeGreaterThanOrEqual(3);
    expect(await page.$eval('html', (html) => html.getAttribute('data-shop-ready'))).toBeNull();

    const add = await page.$$eval('main button', (buttons) =>
      buttons
        .filter((button) => button.textContent?.trim() === 'In den Warenkorb')
        .map((button) => [button.getAttribute('aria-disabled'), button.getAttribute('aria-describedby')]),
    );
    expect(add.length).toBeGreaterThan(0);
    expect(add.every(([disabled, describedBy]) => disabled === 'true' && describedBy === 'app-not-loaded')).toBe(true);

    // A tap on such a button takes the shopper to the message, and nothing else happens.
    await hurriedClick(page, { css: 'main button', text: 'In den Warenkorb' });
    await page.waitForFunction(() => document.activeElement?.id === 'app-not-loaded');
    expect(pathOf(page)).toBe(TARIFFS);
    expect(chunk.failed()).toBeLessThanOrEqual(10);

    // Links still lead on (as plain links), to a page told the same while the code does not come.
    await hurriedClick(page, { css: 'header nav a', text: 'Zuhause' });
    expect(await reachesPath(page, '/zuhause', 15_000)).toBe(true);
    await alertShowing(page, APP_FAILED);

    // Once the code comes again, 'Erneut versuchen' loads the page afresh, and it works.
    chunk.restore();
    expect(await clickButtonIn(page, '#app-not-loaded', 'Erneut versuchen')).toBe(true);
    await page.waitForSelector('html[data-shop-ready="true"]', { timeout: 15_000 });
    expect(await page.$eval('#app-not-loaded', (message) => (message as HTMLElement).hidden)).toBe(true);
    expect(pathOf(page)).toBe('/zuhause');
  });

  it('the footnote’s code: a message where the footnote would open, and the page goes on working', async () => {
    const chunk = await failChunk(page, FOOTNOTE_CHUNK);
    await goto(page, DEVICE, undefined, 'domcontentloaded');
    await hurriedClick(page, { css: '[data-testid="device-price"] .footnote-marker' });
    await alertShowing(page, PART_FAILED);
    expect(chunk.failed()).toBe(3);
    expect(await page.$('.footnote-popup[open]')).toBeNull();
    // Not the error page: the device is still there.
    expect(await page.$eval('h1', (heading) => heading.textContent)).not.toBe('Serverfehler');

    // Once the code comes again, 'Erneut versuchen' opens the footnote that was asked for.
    chunk.restore();
    expect(await clickButtonIn(page, '.overlays-failed', 'Erneut versuchen')).toBe(true);
    await page.waitForSelector('.footnote-popup[open]', { timeout: 15_000 });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.footnote-popup[open]'));

    // The rest of the page kept working all along.
    await hurriedClick(page, { css: 'main button', text: 'In den Warenkorb' });
    expect(await reachesPath(page, '/warenkorb', 15_000)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it('a failed footnote message can be closed, and the next footnote asks for the code again', async () => {
    const chunk = await failChunk(page, FOOTNOTE_CHUNK);
    await goto(page, DEVICE, undefined, 'domcontentloaded');
    await hurriedClick(page, { css: '[data-testid="device-price"] .footnote-marker' });
    await alertShowing(page, PART_FAILED);
    expect(await clickButtonIn(page, '.overlays-failed', 'Schließen')).toBe(true);
    await page.waitForFunction(() => !document.querySelector('.overlays-failed'));

    chunk.restore();
    await hurriedClick(page, { css: '[data-testid="device-price"] .footnote-marker' });
    await page.waitForSelector('.footnote-popup[open]', { timeout: 15_000 });
    expect(pageErrors(page)).toEqual([]);
  });

  it('the code of ‘Problem melden’: a message in the panel’s place, and the page goes on working', async () => {
    const chunk = await failChunk(page, PROBLEM_REPORT_CHUNK);
    await goto(page, TARIFFS, undefined, 'domcontentloaded');
    await hurriedClick(page, { css: 'footer button', text: 'Problem melden' });
    await alertShowing(page, PART_FAILED);
    expect(chunk.failed()).toBe(3);
    // The message stands in the footer, where the panel opens.
    expect(await page.$eval('footer', (footer) => footer.textContent?.includes('Dieser Teil der Seite'))).toBe(true);

    chunk.restore();
    expect(await clickButtonIn(page, 'footer', 'Erneut versuchen')).toBe(true);
    await page.waitForSelector('#problem-report-title', { timeout: 15_000 });

    // The rest of the page kept working.
    await hurriedClick(page, { css: 'main button', text: 'In den Warenkorb' });
    expect(await reachesPath(page, '/warenkorb', 15_000)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
