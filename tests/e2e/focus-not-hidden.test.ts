import { goto, hydrated, openPage, pageErrors, useBrowser } from './support/browser';
import { coveredTabStops } from './support/uncovered';

/** WCAG 2.2 SC 2.4.11: the cookie banner never hides the focused element, and takes focus when asked for again. */
describe('focus never hidden by the cookie banner', () => {
  const browser = useBrowser();

  it.each([
    [1280, 800],
    [1024, 700],
  ])(
    'reaches every filter of the device list’s sticky panel uncovered at %i×%i before the cookie choice',
    async (width, height) => {
      const page = await openPage(browser(), width, height, true);
      await goto(page, '/unterwegs/geraete/smartphones');
      await page.waitForSelector('[data-testid="consent-banner"]');
      await hydrated(page);
      await page.waitForSelector('.device-filters__panel[open] .device-filters__option');
      // The panel's last filters (the largest storage sizes) are among the stops Tab reaches.
      const storages = await page.$$eval('.device-filters__option label', (labels) => labels.map((l) => l.textContent));
      expect(storages).toEqual(expect.arrayContaining(['1 TB']));
      expect(await coveredTabStops(page)).toEqual([]);
      expect(pageErrors(page)).toEqual([]);
    },
    120_000,
  );

  it('moves focus into the banner reopened by keyboard, and back to the footer button after the choice', async () => {
    const page = await openPage(browser(), 390, 844);
    await goto(page, '/unterwegs/tarife/mobilfunk');
    await page.waitForSelector('.tariff-card');
    await hydrated(page);
    await page.focus('.site-footer__cookies');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="consent-banner"]');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'consent-banner');
    // Tab goes on inside the banner: its link, then its two buttons.
    const stops: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() =>
          document.activeElement?.closest('[data-testid="consent-banner"]')
            ? (document.activeElement.textContent?.trim() ?? '')
            : 'outside',
        ),
      );
    }
    expect(stops).toEqual(['Datenschutzhinweisen', 'Nur notwendige', 'Alle akzeptieren']);
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="consent-banner"]', { hidden: true });
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Cookie-Einstellungen');
    expect(await coveredTabStops(page, 5)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  }, 60_000);
});
