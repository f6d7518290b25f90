import type { Page } from 'puppeteer-core';
import { DEVICES } from '../../server/catalogue/mobile/devices';
import { LANDLINE_TARIFFS } from '../../server/catalogue/landline-seed';
import { CATALOGUE_SEED } from '../../server/catalogue/seed';
import { mbit } from '../../src/domain/contract-facts';
import type { LandlineSpeeds, Tariff } from '../../src/domain/catalogue-types';
import { wcag22Violations } from './support/axe';
import { goto, openPage, pageErrors, useBrowser } from './support/browser';
import {
  acceptConsents,
  addToCartAndCheckOut,
  checkHomeAvailability,
  clickButton,
  fillStepsToIdentification,
  orderOnOverview,
  answerAsNewCustomer,
  payment,
  personalData,
  waitForPath,
} from './support/checkout-steps';

/**
 * What consumer law asks the shop to state, seen as a shopper sees it: the energy class beside every
 * listed device price, the order box above 'zahlungspflichtig bestellen' with the service, the term and
 * how to end the contract, and the three speeds of every fixed-line tariff.
 */

/** The three speeds as the shop writes them, from the catalogue entry. */
const speedRows = (speeds: LandlineSpeeds) => [
  ['Minimal', mbit(speeds.minimum.download_mbit), mbit(speeds.minimum.upload_mbit)],
  ['Normalerweise zur Verfügung stehend', mbit(speeds.normal.download_mbit), mbit(speeds.normal.upload_mbit)],
  ['Maximal', mbit(speeds.download_mbit), mbit(speeds.upload_mbit)],
];

/** The order box's rows as [label, value] pairs, once the overview shows it above the order button. */
async function orderBox(page: Page): Promise<Record<string, string>> {
  await page.waitForSelector('[data-testid="order-termination"]');
  const { rows, directlyAbove } = await page.evaluate(() => {
    const box = document.querySelector('[data-testid="order-totals"]')!;
    const submit = [...document.querySelectorAll('form button')].find(
      (b) => b.textContent?.trim() === 'zahlungspflichtig bestellen',
    )!;
    // Nothing but the offline hint (absent when online) stands between the box and the button.
    const between = [...document.querySelectorAll('form *')].filter(
      (el) =>
        box.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING &&
        !box.contains(el) &&
        el.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING &&
        !el.contains(submit),
    );
    return {
      rows: [...box.querySelectorAll(':scope > div')].map((row): [string, string] => [
        row.querySelector('dt')?.textContent ?? '',
        row.querySelector('dd')?.textContent ?? '',
      ]),
      directlyAbove: between.every((el) => (el.textContent ?? '').trim() === ''),
    };
  });
  expect(directlyAbove).toBe(true);
  return Object.fromEntries(rows);
}

/** The contract summary's JSON for the order on screen, as the download button asks for it (as PDF). */
async function contractSummaryLines(page: Page, section: string): Promise<string[]> {
  const [pdf] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/contract-summary') && r.ok()),
    clickButton(page, 'Vertragszusammenfassung herunterladen (PDF)'),
  ]);
  const summary = await page.evaluate(async (url) => {
    const token = document.cookie
      .split('; ')
      .find((c) => c.startsWith('token='))!
      .slice('token='.length);
    const answer = await fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
    return (await answer.json()) as { sections: { id: string; lines: string[] }[] };
  }, pdf.url());
  return summary.sections.find((s) => s.id === section)?.lines ?? [];
}

const tariffBySlug = (slug: string): Tariff => LANDLINE_TARIFFS.find((t) => t.slug === slug)!;

describe('what the shop states before and at the order', () => {
  const browser = useBrowser();

  it.each(['smartphones', 'tablets'])(
    'shows the energy class beside every listed %s price, opening its label, with the product sheet',
    async (category) => {
      const page = await openPage(browser(), 390, 844);
      await goto(page, `/unterwegs/geraete/${category}`);
      await page.waitForSelector('[data-testid="device-list-price"]');
      const cards = await page.$$eval('.device-card', (nodes) =>
        nodes.map((card) => ({
          name: card.querySelector('.device-card__name')?.textContent ?? '',
          priced: card.querySelector('[data-testid="device-list-price"]') !== null,
          badge: card.querySelector('.energy-badge .energy-badge__class')?.textContent ?? null,
          sheet: card.querySelector('.energy-label__sheet')?.getAttribute('href') ?? null,
        })),
      );
      expect(cards.length).toBeGreaterThan(0);
      // Accessible names as the browser computes them for assistive technology.
      const names = await Promise.all(
        (await page.$$('.device-card .energy-badge')).map(
          async (badge) => (await page.accessibility.snapshot({ root: badge }))?.name ?? '',
        ),
      );
      for (const [index, card] of cards.entries()) {
        const label = names[index];
        const device = DEVICES.find((d) => d.product_name === card.name)!;
        expect([card.name, card.priced, card.badge, card.sheet]).toEqual([
          card.name,
          true,
          device.energy_informations.efficiency.class,
          device.energy_informations.product_sheet,
        ]);
        // The accessible name starts with the letter on the badge and says what it is.
        expect(label.startsWith(`${card.badge} `)).toBe(true);
        expect(label).toContain(`Energieeffizienzklasse ${card.badge}`);
      }

      // The last card's badge, reached by keyboard, opens the same dialog as the detail page.
      const badges = await page.$$('.device-card .energy-badge');
      await badges.at(-1)!.focus();
      await page.keyboard.press('Enter');
      const dialog = await page.waitForSelector('dialog[open]:has(.energy-dialog__frame, .energy-dialog__image)');
      expect(await dialog!.$eval('h2, [id$="-title"]', (title) => title.textContent)).toBe('Energieeffizienzlabel');
      const last = DEVICES.find((d) => d.product_name === cards.at(-1)!.name)!;
      const shown = await dialog!.$eval('.energy-dialog__frame, .energy-dialog__image', (el) => el.getAttribute('src'));
      expect(shown).toBe(last.energy_informations.information_sheet);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.activeElement?.classList.contains('energy-badge'));
      expect(await wcag22Violations(page)).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
    },
    60_000,
  );

  it('states the data volume, every price step, the term and the termination right above the button of a SIM-only order', async () => {
    const page = await openPage(browser());
    await goto(page, '/unterwegs/tarife/mobilfunk');
    // The first 'In den Warenkorb' is the first card's.
    const name = await page.$eval('.tariff-card .tariff-card__name', (el) => el.textContent);
    const first = CATALOGUE_SEED.tariffs.find((t) => t.category === 'mobilfunk' && t.product_name === name)!;
    await addToCartAndCheckOut(page);
    await fillStepsToIdentification(page);
    await waitForPath(page, '/checkout/overview');
    await acceptConsents(page);
    const box = await orderBox(page);
    expect(box.Tarif).toContain(first.product_name);
    expect(box.Datenvolumen).toContain(
      first.data_volume === 'Unbegrenzt' ? 'Unbegrenzt' : first.data_volume!.replace(' ', '\u00a0'),
    );
    expect(box.Mindestvertragslaufzeit).toBe(`${first.properties.min_term_months} Monate`);
    expect(box['Laufzeit und Kündigung']).toContain(
      'Danach läuft der Vertrag unbefristet weiter und ist jederzeit mit einer Frist von einem Monat kündbar.',
    );
    expect(Object.keys(box).filter((label) => /Monat/.test(label)).length).toBeGreaterThan(0);
    expect(await wcag22Violations(page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  }, 90_000);

  it('states the three speeds in the order box and the contract summary of a fibre order, and on the tariff card', async () => {
    const page = await openPage(browser());
    await checkHomeAvailability(page);
    await goto(page, '/zuhause/tarife/glasfaser-tarife');
    const card = await page.waitForSelector('.landline-card');
    const slug = (await card!.evaluate((el) => el.getAttribute('data-tariff')))!.replace(/^ll-/, '');
    const tariff = tariffBySlug(slug);
    await card!.$eval('.landline-speeds summary', (summary) => summary.click());
    const listed = await card!.$$eval('[data-testid="tariff-speeds"] dd', (dds) => dds.map((dd) => dd.textContent));
    expect(listed).toEqual(speedRows(tariff.bandwidth!).map(([, down, up]) => `${down} im Download, ${up} im Upload`));

    await addToCartAndCheckOut(page);
    await personalData(page);
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/zahlung');
    await payment(page, '/checkout/overview');
    const box = await orderBox(page);
    expect(box.Tarif).toContain(tariff.product_name);
    expect(box.Hardware).toContain('Glasfaser-Modem');
    expect(box.Geschwindigkeit).toBe(
      speedRows(tariff.bandwidth!)
        .map(([level, down, up]) => `${level}: ${down} im Download, ${up} im Upload`)
        .join('; '),
    );
    expect(box['Laufzeit und Kündigung']).toContain('Danach läuft der Vertrag unbefristet weiter');

    const speeds = await contractSummaryLines(page, 'speeds');
    expect(speeds.slice(0, 3)).toEqual(
      speedRows(tariff.bandwidth!).map(([level, down, up]) => `${level}: ${down} im Download, ${up} im Upload.`),
    );
    expect(await wcag22Violations(page)).toEqual([]);

    // The finish page promises what was ordered: the modem, and no router but the access data for the shopper's own.
    await answerAsNewCustomer(page);
    await orderOnOverview(page);
    const next = await page.$eval('.finish__steps', (el) => el.textContent ?? '');
    expect(next).toContain('Glasfaser-Modem kommt vorher per Post.');
    expect(next).toContain('Die Zugangsdaten für Ihren eigenen Router senden wir Ihnen vorher in Textform.');
    expect(next).not.toContain('Router und Zubehör');
    expect(pageErrors(page)).toEqual([]);
  }, 90_000);

  it('has one information sheet per tariff, with the three speeds of every fixed-line tariff from the catalogue', async () => {
    const page = await openPage(browser(), 390, 844);
    await goto(page, '/produktinformationsblatt');
    const tariffs = CATALOGUE_SEED.tariffs;
    await page.waitForFunction(
      (count) => document.querySelectorAll('.product-sheet').length === count,
      {},
      tariffs.length,
    );
    const sheets = await page.$$eval('.product-sheet', (nodes) =>
      nodes.map((sheet) => ({
        slug: sheet.getAttribute('data-tariff'),
        name: sheet.querySelector('h3')?.textContent,
        speeds: [...sheet.querySelectorAll('[data-testid="sheet-speeds"] tbody tr')].map((row) =>
          [...row.children].map((cell) => cell.textContent),
        ),
      })),
    );
    expect(sheets.map((s) => s.slug).sort()).toEqual(tariffs.map((t) => t.slug).sort());
    expect(sheets.map((s) => s.name)).toEqual(expect.arrayContaining(['Mobil XS', 'Mobil XL']));
    for (const tariff of tariffs) {
      const sheet = sheets.find((s) => s.slug === tariff.slug)!;
      expect([tariff.slug, sheet.speeds]).toEqual([tariff.slug, tariff.bandwidth ? speedRows(tariff.bandwidth) : []]);
    }
    // The tables scroll by keyboard on a phone: each wrapper takes focus and has a name.
    const wrappers = await page.$$eval('.product-sheet .legal__table-wrap', (nodes) =>
      nodes.map((n) => [n.getAttribute('tabindex'), n.getAttribute('aria-label')]),
    );
    expect(wrappers.every(([tabindex, label]) => tabindex === '0' && label?.startsWith('Geschwindigkeiten'))).toBe(
      true,
    );
    expect(await wcag22Violations(page)).toEqual([]);
  }, 60_000);
});
