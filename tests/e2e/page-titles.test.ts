import { DEVICES } from '../../server/catalogue/mobile/devices';
import { goto, openPage, useBrowser } from './support/browser';

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
      await page.waitForFunction((t) => document.title === t, {}, title).catch(async () => {
        throw new Error(`${path}: erwartet „${title}“, gefunden „${await page.title()}“`);
      });
      titles.push(await page.title());
    }
    expect(new Set(titles).size).toBe(titles.length);
  }, 90_000);
});
