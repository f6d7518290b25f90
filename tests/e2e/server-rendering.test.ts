import type { Page } from 'puppeteer-core';
import { baseUrl, hydrated, openPage, pageErrors, useBrowser } from './support/browser';

jest.setTimeout(120_000);

/** Each catalogue and content route with its heading and a piece of its main content (from the catalogue seed). */
const ROUTES: [path: string, heading: string, content: string][] = [
  ['/', 'Top-Smartphones für 1 €', 'Mobilfunk Angebote für Mitarbeitende'],
  ['/unterwegs', 'Mobil unterwegs – mit 5G', 'Tarife und Geräte für unterwegs'],
  ['/unterwegs/tarife/mobilfunk', 'Mobilfunktarife', 'Mobil XS'],
  ['/unterwegs/geraete/smartphones', 'Smartphones mit Vertrag', 'Aurelon Vista 15'],
  [
    '/unterwegs/geraete/smartphones/aurelon-vista-15',
    'Aurelon Vista 15',
    'Das kompakte Flaggschiff mit hellem OLED-Display',
  ],
  ['/zuhause', 'Internet und Telefon für Zuhause', 'Glasfaser'],
  ['/zuhause/tarife/magentazuhause-tarife', 'MagentaZuhause-Tarife', 'MagentaZuhause M'],
  ['/zuhause/tarife/magentazuhause-tarife/magentazuhause-m', 'MagentaZuhause M', 'Verfügbarkeit'],
  ['/zuhause/tarife/magentazuhause-tarife/magentazuhause-m/hardware', 'Hardware zu MagentaZuhause M', 'Router-Paket'],
  [
    '/zuhause/tarife/magentazuhause-tarife/magentazuhause-m/options',
    'Optionen zu MagentaZuhause M',
    'Streaming-Paket Basis',
  ],
  ['/warenkorb', 'Warenkorb', 'Ihr Warenkorb ist leer'],
  ['/agb', 'Allgemeine Geschäftsbedingungen', 'Widerruf'],
  ['/impressum', 'Impressum', 'DDG'],
  ['/datenschutz', 'Datenschutzerklärung', 'Art. 13 der Datenschutz-Grundverordnung'],
];

const UNKNOWN_PATH = '/gibt-es-nicht';

/** Console errors and warnings (React reports hydration mismatches there). */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') messages.push(`${message.type()}: ${message.text()}`);
  });
  return messages;
}

const mainContent = (page: Page) =>
  page.$eval('main', (main) => ({
    heading: main.querySelector('h1')?.textContent ?? '',
    text: main.textContent ?? '',
  }));

describe('pages rendered on the server', () => {
  const browser = useBrowser();

  it.each(ROUTES)(
    '%s arrives complete: heading and main content without JavaScript',
    async (path, heading, content) => {
      const page = await openPage(browser(), 375, 812);
      await page.setJavaScriptEnabled(false);
      const response = await page.goto(baseUrl() + path);
      expect(response?.status()).toBe(200);
      const main = await mainContent(page);
      expect(main.heading).toBe(heading);
      expect(main.text).toContain(content);
      await page.close();
    },
  );

  it.each(ROUTES)('%s hydrates without a console error or mismatch warning', async (path, heading, content) => {
    const page = await openPage(browser(), 375, 812, true);
    const messages = watchConsole(page);
    await page.goto(baseUrl() + path, { waitUntil: 'networkidle0' });
    await hydrated(page);
    // A first visit: the banner came with the HTML and stays until the shopper chooses.
    expect(await page.$('[data-testid="consent-banner"]')).not.toBeNull();
    const main = await mainContent(page);
    expect(main.heading).toBe(heading);
    expect(main.text).toContain(content);
    expect(messages).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it.each([
    '/',
    '/unterwegs/tarife/mobilfunk',
    '/unterwegs/geraete/smartphones/aurelon-vista-15',
    '/warenkorb',
    '/impressum',
  ])(
    '%s carries the cookie banner in its HTML on a first visit, and not once the shopper chose (without JavaScript)',
    async (path) => {
      const first = await openPage(browser(), 375, 812, true);
      await first.setJavaScriptEnabled(false);
      await first.goto(baseUrl() + path);
      const banner = await first.$eval('[data-testid="consent-banner"]', (section) => ({
        text: section.textContent ?? '',
        buttons: [...section.querySelectorAll('button')].map((button) => button.textContent),
        position: getComputedStyle(section).position,
        bottom: Math.round(section.getBoundingClientRect().bottom),
      }));
      expect(banner.text).toContain('Ihre Privatsphäre');
      expect(banner.buttons).toEqual(['Nur notwendige', 'Alle akzeptieren']);
      // Styled by the page's stylesheet already: fixed at the bottom of the screen.
      expect(banner).toMatchObject({ position: 'fixed', bottom: 812 });
      await first.close();

      const returning = await openPage(browser(), 375, 812);
      await returning.setJavaScriptEnabled(false);
      await returning.goto(baseUrl() + path);
      expect(await returning.$('[data-testid="consent-banner"]')).toBeNull();
      expect((await mainContent(returning)).heading).not.toBe('');
      await returning.close();
    },
  );

  it.each([
    ['Nur notwendige', 'necessary'],
    ['Alle akzeptieren', 'all'],
  ])(
    'hydrates a page rendered for a shopper who chose "%s" without a warning, and never shows the banner',
    async (_, choice) => {
      const page = await openPage(browser(), 375, 812, true);
      await page.setCookie({ name: 'cookie_consent_status', value: choice, url: baseUrl() });
      const messages = watchConsole(page);
      // Records whether the banner was ever in the document, from the first byte of the page on.
      await page.evaluateOnNewDocument(() => {
        const seen = () => {
          if (document.querySelector('[data-testid="consent-banner"]'))
            (window as unknown as { bannerSeen: boolean }).bannerSeen = true;
        };
        new MutationObserver(seen).observe(document, { childList: true, subtree: true });
      });
      for (const path of ['/', '/unterwegs/tarife/mobilfunk', '/unterwegs/geraete/smartphones/aurelon-vista-15']) {
        await page.goto(baseUrl() + path, { waitUntil: 'networkidle0' });
        await hydrated(page);
        expect(await page.evaluate(() => (window as unknown as { bannerSeen?: boolean }).bannerSeen ?? false)).toBe(
          false,
        );
      }
      expect(messages).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    },
  );

  it('hydrates the device list on a wide screen, where the browser then opens the filters', async () => {
    const page = await openPage(browser(), 1280, 900);
    const messages = watchConsole(page);
    await page.goto(baseUrl() + '/unterwegs/geraete/smartphones', { waitUntil: 'networkidle0' });
    await page.waitForSelector('details.device-filters__panel[open]');
    expect((await mainContent(page)).text).toContain('Aurelon Vista 15');
    expect(messages).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it("paints the device detail's image without JavaScript: sized, fetched first, styled by the page's own stylesheet", async () => {
    const page = await openPage(browser(), 375, 812);
    await page.setJavaScriptEnabled(false);
    await page.goto(baseUrl() + '/unterwegs/geraete/smartphones/aurelon-vista-15');
    const image = await page.$eval('img.gallery__main', (img) => ({
      priority: img.getAttribute('fetchpriority'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loaded: img.complete && img.naturalWidth > 0,
      // From the device detail's stylesheet, which the browser would otherwise load with the page's code.
      fit: getComputedStyle(img).objectFit,
    }));
    expect(image).toEqual({ priority: 'high', width: '400', height: '440', loaded: true, fit: 'contain' });
    await page.close();
  });

  it("fetches the app's code only after the page painted its first image, and then hydrates", async () => {
    const page = await openPage(browser(), 375, 812);
    const order: string[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/images/devices/')) order.push(new URL(request.url()).pathname);
    });
    page.on('request', (request) => {
      // The app's chunk ('app', vite.config.ts), which src/boot.ts imports after the first paint.
      if (/\/assets\/app-[^/]+\.js$/.test(new URL(request.url()).pathname)) order.push('app');
    });
    await page.goto(baseUrl() + '/unterwegs/geraete/smartphones/aurelon-vista-15', { waitUntil: 'networkidle0' });
    await hydrated(page);
    const firstImage = await page.$eval('img.gallery__main', (img) => new URL(img.src).pathname);
    expect(order).toContain('app');
    expect(order.indexOf(firstImage)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(firstImage)).toBeLessThan(order.indexOf('app'));
    await page.close();
  });

  it('never serves the server bundle to a browser', async () => {
    const bundle = await fetch(baseUrl() + '/ssr/entry-server.mjs');
    expect(bundle.status).toBe(404);
    expect(await bundle.text()).not.toContain('prerenderToNodeStream');
  });

  it('answers an unknown path with 404 and the error page, also without JavaScript', async () => {
    const page = await openPage(browser(), 375, 812);
    await page.setJavaScriptEnabled(false);
    const response = await page.goto(baseUrl() + UNKNOWN_PATH);
    expect(response?.status()).toBe(404);
    expect((await mainContent(page)).heading).toBe('Seite nicht gefunden');
    await page.close();
  });

  it('answers an unknown tariff category with 404 and hydrates its error page without a warning', async () => {
    const page = await openPage(browser(), 375, 812);
    const messages = watchConsole(page);
    const response = await page.goto(baseUrl() + '/unterwegs/tarife/gibt-es-nicht', { waitUntil: 'networkidle0' });
    expect(response?.status()).toBe(404);
    expect((await mainContent(page)).heading).toBe('Seite nicht gefunden');
    // The 404 of the page itself is what the browser logs; nothing else.
    expect(messages.filter((message) => !message.includes('404'))).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('answers a device the catalogue does not have with 404 and says so in the HTML', async () => {
    const response = await fetch(baseUrl() + '/unterwegs/geraete/smartphones/gibt-es-nicht', {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Dieses Angebot gibt es leider nicht (mehr).');
  });

  it('answers a repeated load with 304 when the page did not change', async () => {
    const first = await fetch(baseUrl() + '/unterwegs/tarife/mobilfunk', { headers: { accept: 'text/html' } });
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await fetch(baseUrl() + '/unterwegs/tarife/mobilfunk', {
      headers: { accept: 'text/html', 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it.each([
    ['/unterwegs/geraete/smartphones/aurelon-vista-15', 'DeviceDetailPage'],
    ['/', 'HomePage'],
  ])(
    "%s: the page's chunks are requested beside each other, not each after the one that imports it",
    async (path, pageChunk) => {
      const html = await (await fetch(baseUrl() + path, { headers: { accept: 'text/html' } })).text();
      const listed = JSON.parse(
        /<script type="application\/json" id="page-code">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]',
      ) as string[];
      const own = listed.find((href) => href.includes(`/${pageChunk}-`));
      const imported = listed.filter((href) => href !== own);
      expect(own).toBeDefined();
      expect(imported.length).toBeGreaterThan(0);

      const page = await openPage(browser(), 375, 812);
      await page.setRequestInterception(true);
      // The page's own chunk is held back until every chunk it imports has been asked for: without
      // the list, those would be requested only once it had arrived, and this test would wait in vain.
      const requested = new Set<string>();
      let releaseOwn: () => void = () => undefined;
      const ownHeld = new Promise<void>((resolve) => (releaseOwn = resolve));
      const allImportedRequested = new Promise<void>((resolve) => {
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (pathname === own) void ownHeld.then(() => request.continue());
          else void request.continue();
          requested.add(pathname);
          if (imported.every((href) => requested.has(href))) resolve();
        });
      });
      const navigation = page.goto(baseUrl() + path);
      await allImportedRequested;
      expect(requested.has(own!)).toBe(true);
      releaseOwn();
      await navigation;
      await hydrated(page);
      expect(pageErrors(page)).toEqual([]);
      await page.close();
    },
  );
});
