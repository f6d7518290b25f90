import { seriousViolations } from './support/axe';
import { goto, useBrowser, openPage } from './support/browser';


describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
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
  ])(
    'finds no serious or critical violation on %s at 375 and 1440 px',
    async (path) => {
      for (const width of [375, 1440]) {
        const page = await openPage(browser(), width);
        await goto(page, path);
        await page.waitForSelector('h1');
        expect(await seriousViolations(page)).toEqual([]);
      }
    },
  );

  it('finds no serious or critical violation on a cancellation form showing its errors', async () => {
    const page = await openPage(browser());
    await goto(page, '/kuendigung');
    await page.click('button[type="submit"]');
    await page.waitForSelector('.field__error');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
