import type { Page } from 'puppeteer-core';
import { DEVICES } from '../../server/catalogue/mobile/devices';
import { goto, openPage, pageErrors, useBrowser } from './support/browser';

/**
 * Every device's energy label opens, with the service worker in control (it once answered a PDF
 * frame with the shop's own 404 page), and its product information sheet is there beside it.
 */

/** What the label frame or image shows: the file's own type, or the shop if the shell came instead. */
async function shownLabel(page: Page, sheet: string): Promise<string> {
  await page.click('.energy-badge');
  const dialog = await page.waitForSelector('dialog[open] .energy-dialog__frame, dialog[open] .energy-dialog__image');
  if (sheet.endsWith('.pdf')) {
    const frame = (await dialog!.contentFrame())!;
    await frame.waitForFunction(() => document.readyState === 'complete');
    return frame.evaluate(() => (document.querySelector('#root') ? 'shop' : document.contentType));
  }
  await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.energy-dialog__image')?.complete);
  const width = await page.$eval('.energy-dialog__image', (img) => (img as HTMLImageElement).naturalWidth);
  return width > 0 ? 'image' : 'broken image';
}

describe('energy labels and product sheets', () => {
  const browser = useBrowser();

  it('opens the label of every device, a PDF in the frame and an image as an image, with its product sheet beside it', async () => {
    const page = await openPage(browser());
    await goto(page, '/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    expect(new Set(DEVICES.map((device) => device.energy_informations.information_sheet.split('.').pop()))).toEqual(
      new Set(['pdf', 'svg']),
    );

    const sheets = page.browserContext();
    for (const device of DEVICES) {
      const { information_sheet: sheet, product_sheet: productSheet } = device.energy_informations;
      await goto(page, `/unterwegs/geraete/${device.category}/${device.slug}`);
      await page.waitForSelector('.energy-badge');
      expect([device.slug, await shownLabel(page, sheet)]).toEqual([
        device.slug,
        sheet.endsWith('.pdf') ? 'application/pdf' : 'image',
      ]);
      await page.keyboard.press('Escape');

      const link = await page.$eval('.energy-label__sheet', (a) => [a.textContent, a.getAttribute('href')]);
      expect(link).toEqual(['Produktdatenblatt', productSheet]);
      // Opened like a shopper would, in a tab the service worker controls.
      const tab = await sheets.newPage();
      const response = await tab.goto(new URL(productSheet, page.url()).href);
      expect([device.slug, response?.status(), response?.headers()['content-type']]).toEqual([
        device.slug,
        200,
        'application/pdf',
      ]);
      await tab.close();
    }
    expect(pageErrors(page)).toEqual([]);
  }, 240_000);
});
