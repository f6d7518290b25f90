import { seriousViolations, wcag22Violations } from './support/axe';
import { goto, useBrowser, openPage } from './support/browser';

describe('accessibility (axe-core, WCAG 2.2 AA)', () => {
  const browser = useBrowser();

  it.each([
    '/',
    '/unterwegs/tarife/mobilfunk',
    '/unterwegs/geraete/smartphones',
    '/unterwegs/geraete/smartphones/aurelon-vista-15',
    '/zuhause/tarife/glasfaser-tarife',
    '/warenkorb',
    '/kuendigung',
    '/widerruf',
    '/barrierefreiheit',
    '/agb',
    '/unterwegs',
    '/unterwegs/tarife/prepaid',
    '/unterwegs/geraete/tablets',
    '/zuhause',
    '/zuhause/tarife/magentazuhause-tarife',
    '/zuhause/tarife/glasfaser-tarife/glasfaser-300',
    '/zuhause/tarife/glasfaser-tarife/glasfaser-300/hardware',
    '/zuhause/tarife/glasfaser-tarife/glasfaser-300/options',
    '/produktinformationsblatt',
    '/impressum',
    '/datenschutz',
    '/ueber-das-unternehmen/verbraucherinformationen',
    '/gibt-es-nicht',
  ])('finds no violation of WCAG 2.2 AA, of any impact, on %s at 375 and 1440 px', async (path) => {
    for (const width of [375, 1440]) {
      const page = await openPage(browser(), width);
      await goto(page, path);
      await page.waitForSelector('h1');
      expect([width, await wcag22Violations(page)]).toEqual([width, []]);
    }
  });

  it('reports a violation when one appears (an unnamed image link on the start page)', async () => {
    const page = await openPage(browser());
    await goto(page, '/');
    await page.waitForSelector('h1');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/';
      link.id = 'unnamed-link';
      link.innerHTML = '<img src="/favicon.svg">';
      document.querySelector('main')!.append(link);
    });
    expect(await wcag22Violations(page)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(link-name|image-alt): #unnamed-link/)]),
    );
  });

  it('respects reduced motion: the dialog animation is cut to nothing when the system asks for it', async () => {
    const dialogMotion = async (reduce: boolean) => {
      const page = await openPage(browser(), 375);
      if (reduce) await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
      await goto(page, '/unterwegs/tarife/mobilfunk');
      await page.focus('button[data-footnote]');
      await page.keyboard.press('Enter');
      const dialog = await page.waitForSelector('.footnote-popup');
      const seconds = await dialog!.evaluate((el) => parseFloat(getComputedStyle(el).animationDuration));
      await page.browserContext().close();
      return seconds;
    };
    expect(await dialogMotion(false)).toBeGreaterThan(0.1);
    expect(await dialogMotion(true)).toBeLessThan(0.001);
  });

  it('finds no serious or critical violation on a cancellation form showing its errors', async () => {
    const page = await openPage(browser());
    await goto(page, '/kuendigung');
    await page.click('button[type="submit"]');
    await page.waitForSelector('.field__error');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
