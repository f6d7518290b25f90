import type { Page } from 'puppeteer-core';
import { goto, useBrowser, openPage, pageErrors, pathOf } from './support/browser';

const LEGAL_PAGES: Array<[string, string]> = [
  ['/agb', 'Allgemeine Geschäftsbedingungen'],
  ['/impressum', 'Impressum'],
  ['/datenschutz', 'Datenschutzerklärung'],
  ['/datenschutzhinweise', 'Datenschutzhinweise'],
  ['/produktinformationsblatt', 'Produktinformationsblatt'],
  ['/ueber-das-unternehmen/verbraucherinformationen', 'Verbraucherinformationen'],
  ['/barrierefreiheit', 'Erklärung zur Barrierefreiheit'],
];

/** One page per layout (default, shop, order, empty) and the fatal-error page of an invalid category. */
const LAYOUT_PATHS = ['/', '/unterwegs', '/warenkorb', '/access-denied', '/unterwegs/tarife/gibt-es-nicht'];

const footerLinks = (page: Page) =>
  page.$$eval('footer a', (links) => links.map((link) => [link.textContent, link.getAttribute('href')]));

describe('legal pages and the legal footer', () => {
  const browser = useBrowser();
  let page: Page;

  beforeAll(async () => {
    page = await openPage(browser());
  });
  afterEach(() => expect(pageErrors(page)).toEqual([]));

  it.each(LAYOUT_PATHS)(
    'offers cancellation, withdrawal and the accessibility statement in the footer of %s',
    async (path) => {
      await goto(page, path);
      await page.waitForSelector('footer a[href="/kuendigung"]');
      expect(await footerLinks(page)).toEqual(
        expect.arrayContaining([
          ['Verträge hier kündigen', '/kuendigung'],
          ['Vertrag widerrufen', '/widerruf'],
          ['Barrierefreiheit', '/barrierefreiheit'],
          ['Impressum', '/impressum'],
        ]),
      );
    },
  );

  it.each(LEGAL_PAGES)('opens %s with its heading', async (path, heading) => {
    await goto(page, path);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(heading);
    expect(await page.title()).toContain('Mobilfunk Angebote');
  });

  it('leads /widerrufsrecht to the Widerrufsbelehrung of the AGB, scrolled into view, with the model form', async () => {
    await goto(page, '/widerrufsrecht');
    expect(pathOf(page)).toBe('/agb?id=widerrufsrecht');
    const heading = await page.waitForFunction(() => {
      const h = document.getElementById('widerrufsrecht-heading');
      const top = h?.getBoundingClientRect().top ?? -1;
      return window.scrollY > 0 && top >= 0 && top < window.innerHeight / 2 ? h?.textContent : false;
    });
    expect(await heading.jsonValue()).toBe('Widerrufsbelehrung');
    expect(await page.$eval('#widerrufsrecht', (s) => s.textContent)).toContain('Muster-Widerrufsformular');
  });

  it('names the consumer arbitration body in the Impressum and does not link the closed EU ODR platform', async () => {
    await goto(page, '/impressum');
    const text = await page.$eval('main', (m) => m.textContent ?? '');
    expect(text).toContain('Verbraucherschlichtungsstelle Telekommunikation');
    expect(text).toContain('Handelsregister');
    expect(text).toContain('USt-IdNr.');
    expect(await page.$$('a[href*="ec.europa.eu/consumers/odr"]')).toHaveLength(0);
  });
});
