import type { Page } from 'puppeteer-core';
import { goto, useBrowser, openPage, pageErrors } from './support/browser';
import { enterAddress } from './support/availability';

const FIBRE_LIST = '/zuhause/tarife/glasfaser-tarife?fixedStep=availabilityCheck';

const textOf = (page: Page, selector: string) => page.$eval(selector, (element) => element.textContent ?? '');

describe('landline availability check', () => {
  const browser = useBrowser();

  it('shows 1000 Mbit/s in Bonn and marks every fibre tariff bookable, also after a reload', async () => {
    const page = await openPage(browser());
    await goto(page, FIBRE_LIST);
    await enterAddress(page, { street: 'Lindenallee', houseNo: '12', zipcode: '53113', city: 'Bonn' });
    await page.waitForSelector('[data-testid="availability-bandwidth"]');
    expect(await textOf(page, '[data-testid="availability-bandwidth"]')).toContain('1000 Mbit/s');
    expect(await textOf(page, '[data-testid="availability-address"]')).toBe('Lindenallee 12, Bonn 53113');

    const cards = await page.$$eval('.landline-card', (list) => list.length);
    expect(cards).toBeGreaterThanOrEqual(8);
    expect(await page.$$eval('.landline-card [data-bookable="true"]', (list) => list.length)).toBe(cards);

    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('.landline-card [data-bookable="true"]');
    expect(await textOf(page, '[data-testid="availability-bandwidth"]')).toContain('1000 Mbit/s');
    expect(pageErrors(page)).toEqual([]);
  });

  it('offers the street meant by a typo in a select, and checks the picked one', async () => {
    const page = await openPage(browser(), 375, 800);
    await goto(page, FIBRE_LIST);
    await enterAddress(page, { street: 'Lindenalle', houseNo: '12', zipcode: '53113', city: 'Bonn' });
    await page.waitForSelector('select#availability-street');
    expect(
      await page.$$eval('select#availability-street option', (options) => options.map((o) => o.textContent)),
    ).toEqual(['Lindenallee']);
    expect(await page.$eval('#availability-city', (input) => (input as HTMLInputElement).disabled)).toBe(true);

    await page.select('select#availability-street', 'Lindenallee');
    await page.click('button::-p-text(Verfügbarkeit prüfen)');
    await page.waitForSelector('[data-testid="availability-address"]');
    expect(await textOf(page, '[data-testid="availability-address"]')).toBe('Lindenallee 12, Bonn 53113');

    await page.click('button::-p-text(Adresse ändern)');
    await page.waitForSelector('input#availability-street');
    expect(await page.$eval('input#availability-street', (input) => input.value)).toBe('');
    expect(await page.$('[data-bookable]')).toBeNull();
  });

  it('offers both districts of an ambiguous door and checks the one the shopper picks', async () => {
    const page = await openPage(browser());
    await goto(page, '/zuhause/tarife/magentazuhause-tarife?fixedStep=availabilityCheck');
    await enterAddress(page, { street: 'Hauptstraße', houseNo: '1', zipcode: '53604', city: 'Bad Honnef' });
    await page.waitForSelector('select#availability-district');
    expect(
      await page.$$eval('select#availability-district option', (options) => options.map((o) => o.textContent)),
    ).toEqual(['Aegidienberg', 'Rhöndorf']);
    // The first district is preselected; Rhöndorf (fibre, 600 Mbit/s) is a deliberate change of the select.
    await page.select('select#availability-district', 'Rhöndorf');
    await page.click('button::-p-text(Verfügbarkeit prüfen)');
    await page.waitForSelector('[data-testid="availability-bandwidth"]');
    expect(await textOf(page, '[data-testid="availability-address"]')).toContain('Rhöndorf');
    expect(await textOf(page, '[data-testid="availability-bandwidth"]')).toContain('600 Mbit/s');
    expect(pageErrors(page)).toEqual([]);
  });

  it('tells the shopper when an address is unknown', async () => {
    const page = await openPage(browser());
    await goto(page, FIBRE_LIST);
    await enterAddress(page, { street: 'Nirgendwo', houseNo: '1', zipcode: '99999', city: 'Nirgendwo' });
    await page.waitForSelector('.availability-form__error');
    expect(await textOf(page, '.availability-form__error')).toBe('Die Adresse konnte nicht überprüft werden');
    expect(await page.$('[data-bookable]')).toBeNull();
  });
});
