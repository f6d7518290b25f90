import { TargetType, type CDPSession, type Page } from 'puppeteer-core';
import { baseUrl, goto, useBrowser, openPage, pageErrors } from './support/browser';

const START = '/';
const TARIFFS = '/unterwegs/tarife/mobilfunk';
const DEVICE = '/unterwegs/geraete/smartphones/aurelon-vista-15';

/** The worker fetches on its own: offline mode must reach it too, not only the page. */
async function workerNetwork(page: Page): Promise<CDPSession> {
  const target = await page.browserContext().waitForTarget((t) => t.type() === TargetType.SERVICE_WORKER);
  const session = await target.createCDPSession();
  await session.send('Network.enable');
  return session;
}

async function setOffline(page: Page, worker: CDPSession, offline: boolean) {
  await page.setOfflineMode(offline);
  await worker.send('Network.emulateNetworkConditions', {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/** A load while offline never reaches networkidle, so wait for the app's own content instead. */
async function openOffline(page: Page, path: string, selector: string): Promise<string> {
  await page.goto(baseUrl() + path, { waitUntil: 'domcontentloaded' });
  await page.waitForSelector(selector);
  return page.$eval('main', (main) => main.textContent ?? '');
}

describe('offline (service worker and outbox)', () => {
  const browser = useBrowser();

  it('opens the start page, a tariff list and a device detail from cache when the network is gone', async () => {
    const page = await openPage(browser(), 375, 800);
    await goto(page, START);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const worker = await workerNetwork(page);
    // Visited once online, while the worker controls the page: that fills its caches.
    for (const path of [START, TARIFFS, DEVICE]) await goto(page, path);
    const onlineDevice = await page.$eval('h1', (h1) => h1.textContent);

    await setOffline(page, worker, true);
    expect(await openOffline(page, START, '.home-tiles')).toContain('Mobilfunk Angebote für Mitarbeitende');
    await page.waitForSelector('[data-testid="offline-banner"]');
    expect(await page.$eval('[data-testid="offline-banner"]', (el) => el.textContent)).toContain(
      'Sie sind offline. Ihre Eingaben bleiben erhalten und werden gesendet, sobald die Verbindung zurück ist.',
    );
    await openOffline(page, TARIFFS, '.tariff-card');
    expect(await page.$$eval('.tariff-card', (cards) => cards.length)).toBeGreaterThan(1);
    await openOffline(page, DEVICE, 'main h1');
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe(onlineDevice);

    // Back online: the banner goes once the server answers again.
    await setOffline(page, worker, false);
    await page.waitForSelector('[data-testid="offline-banner"]', { hidden: true });
    expect(pageErrors(page)).toEqual([]);
  }, 90_000);

  it('serves the worker and the manifest uncached, the manifest with name, theme colour, start URL and icons', async () => {
    const [worker, manifest] = await Promise.all([
      fetch(`${baseUrl()}/sw.js`),
      fetch(`${baseUrl()}/manifest.webmanifest`),
    ]);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const body = (await manifest.json()) as {
      name: string;
      theme_color: string;
      start_url: string;
      icons: { type: string }[];
    };
    expect(body).toMatchObject({ name: 'Mobilfunk Angebote', theme_color: '#e20074', start_url: '/' });
    expect(body.icons.map((icon) => icon.type)).toEqual(expect.arrayContaining(['image/png', 'image/svg+xml']));
  });
});
