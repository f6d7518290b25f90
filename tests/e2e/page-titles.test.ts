import { DEVICES } from '../../server/catalogue/mobile/devices';
import type { Page } from 'puppeteer-core';
import { baseUrl, goto, openPage, pageErrors, useBrowser } from './support/browser';
import {
  addToCartAndCheckOut,
  clickButton,
  identification,
  payment,
  personalData,
  waitForPath,
} from './support/checkout-steps';

const titled = (name: string) => `${name} | Mobilfunk Angebote`;

/** Waits for the document title; on failure says which one the page has instead. */
async function expectTitle(page: Page, title: string): Promise<void> {
  await page
    .waitForFunction((t) => document.title === t, {}, title)
    .catch(async () => {
      throw new Error(`${new URL(page.url()).pathname}: erwartet „${title}“, gefunden „${await page.title()}“`);
    });
}

/** The steps the step indicator lists, the overview included: what 'von N' counts. */
const indicatorSteps = (page: Page) =>
  page.$$eval('.step-indicator li', (items) => items.map((item) => item.textContent?.replace(/^[✓\d]+/, '').trim()));

/** WCAG 2.4.2: each page's title says what it shows, in the spec's template '%s | Mobilfunk Angebote'. */
describe('page titles', () => {
  const browser = useBrowser();

  it('names each catalogue page by what it shows, so no two of them share a title', async () => {
    const page = await openPage(browser());
    const device = DEVICES[0];
    const expected: [string, string][] = [
      ['/unterwegs/tarife/mobilfunk', 'Mobilfunktarife'],
      ['/unterwegs/tarife/young', 'Young-Tarife'],
      ['/unterwegs/geraete/tablets', 'Tablets mit Vertrag'],
      [`/unterwegs/geraete/${device.category}/${device.slug}`, device.product_name],
      ['/zuhause/tarife/glasfaser-tarife', 'Glasfaser-Tarife'],
      ['/zuhause/tarife/glasfaser-tarife/glasfaser-300', 'Glasfaser 300'],
      ['/zuhause/tarife/glasfaser-tarife/glasfaser-300/hardware', 'Hardware zu Glasfaser 300'],
    ];
    const titles: string[] = [];
    for (const [path, name] of expected) {
      await goto(page, path);
      const title = `${name} | Mobilfunk Angebote`;
      await page
        .waitForFunction((t) => document.title === t, {}, title)
        .catch(async () => {
          throw new Error(`${path}: erwartet „${title}“, gefunden „${await page.title()}“`);
        });
      titles.push(await page.title());
    }
    expect(new Set(titles).size).toBe(titles.length);
  }, 90_000);

  it('names each checkout step by its place in this order: "Schritt 2 von 4: Zahlung"', async () => {
    const page = await openPage(browser());
    await goto(page, '/unterwegs/geraete/smartphones/aurelon-vista-15');
    await addToCartAndCheckOut(page);
    await page.waitForSelector('.step-indicator li');
    const steps = await indicatorSteps(page);
    expect(steps).toEqual(['Persönliche Daten', 'Zahlung', 'Identifikation', 'Übersicht']);
    const of = (index: number) => titled(`Schritt ${index + 1} von ${steps.length}: ${steps[index]}`);
    await expectTitle(page, of(0));
    await personalData(page);
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/zahlung');
    await expectTitle(page, of(1));
    await payment(page, '/checkout/identifikation');
    await expectTitle(page, of(2));
    await identification(page);
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/overview');
    await expectTitle(page, of(3));
    // The announcement after the navigation names the step as the title does.
    await page.waitForFunction(
      (t) => document.querySelector('[data-testid="route-announcer"]')?.textContent === t,
      {},
      of(3),
    );
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('titles an unknown page and a page declared invalid "Seite nicht gefunden", both with the site header', async () => {
    const page = await openPage(browser());
    for (const path of ['/gibt-es-nicht', '/unterwegs/tarife/gibt-es-nicht']) {
      // The server's answer already carries the title, before any script runs.
      const response = await fetch(baseUrl() + path);
      const served = { status: response.status, title: /<title>([^<]*)<\/title>/.exec(await response.text())?.[1] };
      expect({ path, ...served }).toEqual({ path, status: 404, title: titled('Seite nicht gefunden') });
      await goto(page, path);
      await expectTitle(page, titled('Seite nicht gefunden'));
      expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Seite nicht gefunden');
      expect(await page.$eval('main', (main) => main.textContent)).toContain(
        'Leider konnten wir die Seite nicht finden.',
      );
      // The site header with its navigation, so the shopper finds the way on.
      expect(
        await page.$$eval('header.site-header nav[aria-label="Hauptnavigation"] a', (links) =>
          links.map((a) => a.textContent?.trim()),
        ),
      ).toEqual(expect.arrayContaining(['Unterwegs', 'Zuhause']));
    }
    expect(pageErrors(page)).toEqual([]);
  }, 90_000);
});
