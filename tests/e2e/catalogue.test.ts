import type { Page } from 'puppeteer-core';
import { goto, useBrowser, openPage, pageErrors, pathOf } from './support/browser';

const text = (page: Page, selector: string) => page.$eval(selector, (element) => element.textContent ?? '');

async function clickLink(page: Page, label: string) {
  await page.$$eval(
    'a',
    (links, wanted) => (links.find((link) => link.textContent?.startsWith(wanted)) as HTMLAnchorElement).click(),
    label,
  );
}

describe('catalogue: from the start page to a device', () => {
  const browser = useBrowser();
  let page: Page;

  beforeAll(async () => {
    page = await openPage(browser(), 1280, 900);
  });

  it('shows the start page with its stage and preloads the first two stage images', async () => {
    await goto(page, '/');
    await page.waitForSelector('.stage__title');
    await page.waitForFunction(() => document.querySelectorAll('link[rel="preload"][as="image"]').length === 2);
    const preloaded = await page.$$eval('link[rel="preload"][as="image"]', (links) =>
      links.map((l) => l.getAttribute('href')),
    );
    expect(preloaded).toEqual(['/images/stage/start-1.svg', '/images/stage/start-2.svg']);
  });

  it('lists the mobile tariffs with prices and selects one by ?slug=', async () => {
    await clickLink(page, 'Mobilfunktarife');
    await page.waitForSelector('.tariff-card');
    expect(pathOf(page)).toBe('/unterwegs/tarife/mobilfunk');
    expect(await page.$$eval('.tariff-card h2', (names) => names.map((n) => n.textContent))).toEqual([
      'Mobil XS',
      'Mobil S',
      'Mobil M',
      'Mobil L',
      'Mobil XL',
    ]);
    expect(await text(page, '#tarif-mobil-m')).toContain('44,95 €');
    expect(await text(page, '#tarif-mobil-m')).toContain('einmalig 39,95 €');
    await goto(page, '/unterwegs/tarife/mobilfunk/mobil-l');
    await page.waitForSelector('.tariff-card--selected');
    expect(pathOf(page)).toBe('/unterwegs/tarife/mobilfunk?slug=mobil-l');
    expect(await text(page, '.tariff-card--selected h2')).toBe('Mobil L');
  });

  it('filters the device list by manufacturer and storage, and keeps the filter on reload', async () => {
    await clickLink(page, 'Smartphones');
    await page.waitForSelector('.device-card');
    const all = await page.$$eval('.device-card h2', (names) => names.map((n) => n.textContent));
    await page.click('label[for="filter-company-Kestrel"]');
    await page.waitForFunction(() => location.search.includes('company=Kestrel'));
    await page.click('label[for="filter-storage-256-GB"]');
    await page.waitForFunction(() => location.search.includes('storage=256+GB'));
    // The address changes first, the list follows with the next render: wait for it, then compare.
    const expected = ['Kestrel K9', 'Kestrel K9+', 'Kestrel K9 Fold'];
    await page
      .waitForFunction(
        (want) => [...document.querySelectorAll('.device-card h2')].map((n) => n.textContent).join('|') === want,
        { timeout: 10_000 },
        expected.join('|'),
      )
      .catch(() => undefined);
    const filtered = await page.$$eval('.device-card h2', (names) => names.map((n) => n.textContent));
    expect(filtered).toEqual(expected);
    expect(filtered.length).toBeLessThan(all.length);

    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('.device-card');
    expect(await page.$$eval('.device-card h2', (names) => names.map((n) => n.textContent))).toEqual(filtered);
    expect(await page.$eval('#filter-company-Kestrel', (box) => (box as HTMLInputElement).checked)).toBe(true);
  });

  it('opens a device, keeps the storage when the colour changes, and prices follow the tariff', async () => {
    await clickLink(page, 'Kestrel K9');
    // The next control the shopper uses, the moment it is there (not the heading first).
    await (await page.waitForSelector('.storage-choice input[value="256 GB"]'))!.click();
    expect(await page.$eval('h1', (heading) => heading.textContent)).toBe('Kestrel K9');
    await page.waitForFunction(
      () => document.querySelector('.device-detail__variant')?.textContent === 'Graphit, 256 GB',
    );

    await page.click('.colour-choice input[value="Mint"]');
    await page.waitForFunction(() => document.querySelector('.device-detail__variant')?.textContent === 'Mint, 256 GB');
    expect(pathOf(page)).toContain('pid=HW-KESTREL-K9-MINT-256GB');
    expect(await page.$eval('.gallery__main', (img) => img.getAttribute('src'))).toContain('kestrel-k9-mint');

    const onM = await text(page, '[data-testid="device-price"]');
    expect(await text(page, '[data-testid="monthly-price"]')).toContain('55,96 € mtl.');
    await page.select('#device-tariff', 'TM-MOBIL-XS');
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="device-price"]')?.textContent !== before,
      {},
      onM,
    );
    expect(await text(page, '[data-testid="device-price"]')).toContain('einmalig 899,95 €');
    expect(await text(page, '[data-testid="monthly-price"]')).toContain('24,95 € mtl.');
  });

  it('opens a footnote with its text, closes on Escape and returns focus', async () => {
    await page.focus('[data-testid="device-price"] .footnote-marker');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.footnote-popup[data-state="opened"]');
    expect(await text(page, '.footnote-popup')).toContain(
      'Einmaliger Gerätepreis in Verbindung mit dem gewählten Tarif',
    );
    expect(await page.$eval('.footnote-popup', (el) => getComputedStyle(el).zIndex)).toBe('1000');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.footnote-popup'));
    expect(await page.evaluate(() => document.activeElement?.classList.contains('footnote-marker'))).toBe(true);
  });

  it('catches footnote buttons before their own handlers and names tags it cannot find', async () => {
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.setAttribute('data-footnote', 'NICHT_DA AUCH_NICHT');
      button.id = 'foreign-footnote';
      button.addEventListener('click', () => document.body.setAttribute('data-own-handler', 'ran'));
      document.querySelector('main')!.appendChild(button);
    });
    await page.click('#foreign-footnote');
    await page.waitForSelector('.footnote-popup[data-state="opened"]');
    expect(await text(page, '.footnote-popup__missing')).toBe(
      'Footnote konnte nicht gefunden werden: NICHT_DA, AUCH_NICHT',
    );
    expect(await page.evaluate(() => document.body.getAttribute('data-own-handler'))).toBeNull();
    await page.mouse.click(5, 5);
    await page.waitForFunction(() => !document.querySelector('.footnote-popup'));
  });

  it('opens the energy label: a PDF sheet in a 750 px frame', async () => {
    await page.click('.energy-badge');
    await page.waitForSelector('.energy-dialog[data-state="opened"]');
    expect(await text(page, '.energy-dialog .dialog__title')).toBe('Energieeffizienzlabel');
    const frame = await page.$eval('.energy-dialog iframe', (el) => ({
      src: el.getAttribute('src'),
      height: el.getBoundingClientRect().height,
    }));
    expect(frame).toEqual({ src: '/energy/kestrel-k9.pdf', height: 750 });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.energy-dialog'));
    expect(pageErrors(page)).toEqual([]);
  });
});
