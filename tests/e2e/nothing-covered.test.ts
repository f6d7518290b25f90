import type { Page } from 'puppeteer-core';
import { wcag22Violations } from './support/axe';
import { goto, useBrowser, openPage, pageErrors } from './support/browser';
import { addToCartAndCheckOut, clickButton, waitForPath } from './support/checkout-steps';
import { coveredTabStops } from './support/uncovered';

/**
 * WCAG 2.2 SC 2.4.11 (Focus Not Obscured): with the cookie banner open and the sticky
 * header in place, every Tab stop of the main pages and their primary action stay visible.
 */

const VIEWPORTS = [
  [375, 812],
  [1280, 800],
] as const;

const PRIMARY = (text: string) => `xpath///main//*[self::button or self::a][normalize-space()="${text}"]`;

/** The main pages, each opened as a shopper reaches it, with the selector of its primary action. */
const PAGES: { name: string; open(page: Page): Promise<void>; primary: string }[] = [
  { name: 'start page', open: (page) => goto(page, '/'), primary: 'main a[href="/unterwegs"]' },
  {
    name: 'tariff list',
    open: (page) => goto(page, '/unterwegs/tarife/mobilfunk'),
    primary: PRIMARY('In den Warenkorb'),
  },
  {
    name: 'device detail',
    open: (page) => goto(page, '/unterwegs/geraete/smartphones/aurelon-vista-15'),
    primary: PRIMARY('In den Warenkorb'),
  },
  {
    name: 'home tariff list',
    open: (page) => goto(page, '/zuhause/tarife/magentazuhause-tarife'),
    primary: PRIMARY('Adresse eingeben'),
  },
  {
    name: 'cart',
    open: async (page) => {
      await goto(page, '/unterwegs/tarife/prepaid');
      await clickButton(page, 'In den Warenkorb');
      await waitForPath(page, '/warenkorb');
    },
    primary: PRIMARY('Zur Kasse'),
  },
  {
    name: 'personal data step',
    open: async (page) => {
      await goto(page, '/unterwegs/tarife/prepaid');
      await addToCartAndCheckOut(page);
      await page.waitForSelector('#field-customer-first_name');
    },
    primary: PRIMARY('Weiter'),
  },
];

async function bannerShown(page: Page) {
  await page.waitForSelector('[data-testid="consent-banner"]');
  // The page keeps room of exactly the banner's height below its content.
  await page.waitForFunction(() => {
    const banner = document.querySelector('[data-testid="consent-banner"]')!.getBoundingClientRect().height;
    return Math.abs(parseFloat(getComputedStyle(document.body).paddingBottom) - banner) < 1;
  });
}

describe('nothing covers what the shopper works with', () => {
  const browser = useBrowser();

  for (const [width, height] of VIEWPORTS) {
    it.each(PAGES.map((entry) => [entry.name, entry] as const))(
      `%s at ${width}×${height}: every Tab stop and the primary action are uncovered with the banner open`,
      async (_, entry) => {
        const page = await openPage(browser(), width, height, true);
        await entry.open(page);
        await bannerShown(page);
        // The moment the primary action is there, as a shopper sees it: nothing may lie over it (no loader either).
        await page.waitForSelector(entry.primary);
        const primary = await page.$(entry.primary);
        expect(
          await primary!.evaluate((el) => {
            el.scrollIntoView({ block: 'end' });
            const rect = el.getBoundingClientRect();
            const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
            return hit !== null && (hit === el || el.contains(hit));
          }),
        ).toBe(true);
        expect(await coveredTabStops(page)).toEqual([]);
        expect(pageErrors(page)).toEqual([]);
      },
      120_000,
    );
  }

  it('moves focus to the page heading after the cookie choice, and the open banner passes axe (WCAG 2.2 AA)', async () => {
    const page = await openPage(browser(), 375, 812, true);
    await goto(page, '/unterwegs/tarife/mobilfunk');
    await bannerShown(page);
    expect(await wcag22Violations(page)).toEqual([]);
    await page.click('[data-testid="consent-banner"] button::-p-text(Alle akzeptieren)');
    await page.waitForSelector('[data-testid="consent-banner"]', { hidden: true });
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom))).toBe(0);
  });

  it('keeps the active section link in view on a phone', async () => {
    const page = await openPage(browser(), 375, 812);
    await goto(page, '/unterwegs/geraete/tablets');
    // The link is scrolled into view in the frame after hydration: wait for it (fails on timeout if it never is).
    await page.waitForFunction(() => {
      const link = document.querySelector('.section-nav a.active');
      if (!link) return false;
      const nav = link.parentElement!.getBoundingClientRect();
      const rect = link.getBoundingClientRect();
      return rect.left >= nav.left && rect.right <= nav.right;
    });
    await waitForPath(page, '/unterwegs/geraete/tablets');
  });
});
