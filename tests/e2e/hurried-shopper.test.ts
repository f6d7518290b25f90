import type { Page } from 'puppeteer-core';
import { goto, openPage, pathOf, useBrowser } from './support/browser';
import {
  holdAppCode,
  hurriedClick,
  pointOf,
  reachesPath,
  settled,
  whenClickable,
  type Control,
} from './support/hurried';

/**
 * A hurried shopper clicks each control the moment it is visible and enabled (with the pointer, so
 * whatever lies on top gets the click), in a fresh browser context each time, half of the times on
 * a phone four times slower (CDP Emulation.setCPUThrottlingRate). Not one click may be lost: each
 * must take the shopper where the control says.
 */

const RUNS = 10;
const TARIFFS = '/unterwegs/tarife/mobilfunk';
const DEVICES = '/unterwegs/geraete/smartphones';
const ADD: Control = { css: 'main button', text: 'In den Warenkorb' };
const TO_CHECKOUT: Control = { css: 'main a', text: 'Zur Kasse' };
const CONTINUE: Control = { css: 'main a', text: 'Weiter einkaufen' };
const DEVICE_LINK: Control = { css: 'main .device-card__name a' };
const headerLink = (text: string): Control => ({ css: 'header nav a', text });

/** How long a click may take to show its effect on the slow phone before it counts as lost. */
const EFFECT_TIMEOUT_MS = 20_000;

/** One run: the shopper's clicks; the name of the click that was lost, or null when all took effect. */
type Run = (page: Page, index: number) => Promise<string | null>;

const rateOf = (index: number) => (index % 2 === 0 ? 1 : 4);

/** Opens the page as a shopper arriving: clicks start as soon as the markup is there. */
const arrive = (page: Page, path: string) => goto(page, path, undefined, 'domcontentloaded');

/** From the tariff list into the cart with the first card's 'In den Warenkorb'; the lost click's name, or null. */
async function intoCart(page: Page): Promise<string | null> {
  await arrive(page, TARIFFS);
  await hurriedClick(page, ADD);
  return (await reachesPath(page, '/warenkorb', EFFECT_TIMEOUT_MS)) ? null : `'In den Warenkorb' (auf ${pathOf(page)})`;
}

const SCENARIOS: [string, Run][] = [
  [
    "'In den Warenkorb' on a tariff card, every other time before the ready signal",
    async (page, index) => {
      const beforeReady = Math.floor(index / 2) % 2 === 0;
      const app = beforeReady ? await holdAppCode(page) : null;
      await arrive(page, TARIFFS);
      const card = await whenClickable(page, ADD);
      const tariff = await card.evaluate((button) => button.closest('article')?.querySelector('h2')?.textContent);
      await hurriedClick(page, ADD);
      if (app) {
        expect(await app.readyAtFirstClick()).toBe(false);
        app.release();
      }
      if (!(await reachesPath(page, '/warenkorb', EFFECT_TIMEOUT_MS)))
        return `'In den Warenkorb'${beforeReady ? ' vor dem Bereitschaftssignal' : ''} (auf ${pathOf(page)})`;
      await page.waitForFunction(
        (name) => [...document.querySelectorAll('.cart-entry__name')].some((entry) => entry.textContent === name),
        {},
        tariff,
      );
      return null;
    },
  ],
  [
    "'Zur Kasse' on the cart",
    async (page) => {
      const lost = await intoCart(page);
      if (lost) return lost;
      await hurriedClick(page, TO_CHECKOUT);
      return (await reachesPath(page, /^\/checkout/, EFFECT_TIMEOUT_MS)) ? null : `'Zur Kasse' (auf ${pathOf(page)})`;
    },
  ],
  [
    "'Weiter einkaufen' on the cart",
    async (page) => {
      const lost = await intoCart(page);
      if (lost) return lost;
      await hurriedClick(page, CONTINUE);
      return (await reachesPath(page, TARIFFS, EFFECT_TIMEOUT_MS)) ? null : `'Weiter einkaufen' (auf ${pathOf(page)})`;
    },
  ],
  [
    "a device card's link",
    async (page) => {
      await arrive(page, DEVICES);
      const link = await whenClickable(page, DEVICE_LINK);
      const to = await link.evaluate((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname);
      await hurriedClick(page, DEVICE_LINK);
      return (await reachesPath(page, to, EFFECT_TIMEOUT_MS)) ? null : `Geräte-Link ${to} (auf ${pathOf(page)})`;
    },
  ],
  [
    'two header links in quick succession (the second wins, Back returns)',
    async (page) => {
      await arrive(page, '/');
      // Both where the shopper sees them, then one tap right after the other.
      const first = await pointOf(page, headerLink('Unterwegs'));
      const second = await pointOf(page, headerLink('Zuhause'));
      await page.mouse.click(first.x, first.y);
      await page.mouse.click(second.x, second.y);
      if (!(await reachesPath(page, '/zuhause', EFFECT_TIMEOUT_MS)))
        return `'Zuhause' nach 'Unterwegs' (auf ${pathOf(page)})`;
      // Once the page has settled the second link still holds: the first does not arrive late.
      await settled(page);
      if (pathOf(page) !== '/zuhause') return `'Zuhause' nach 'Unterwegs', später ${pathOf(page)}`;
      // Back leaves the second page for one the shopper was on or asked for.
      await page.evaluate(() => history.back());
      return (await reachesPath(page, /^\/(unterwegs)?$/, EFFECT_TIMEOUT_MS))
        ? null
        : `Zurück nach 'Zuhause' (auf ${pathOf(page)})`;
    },
  ],
];

describe('a hurried shopper loses no click', () => {
  const browser = useBrowser();
  const figures: string[] = [];

  afterAll(() => {
    console.log(`Verlorene Klicks (1× / 4× CPU):\n${figures.join('\n')}`);
  });

  it.each(SCENARIOS)(
    '%s',
    async (name, run) => {
      const lost: string[] = [];
      const lostAt: Record<number, number> = { 1: 0, 4: 0 };
      for (let index = 0; index < RUNS; index += 1) {
        const rate = rateOf(index);
        const page = await openPage(browser(), 412, 915);
        await page.emulateCPUThrottling(rate);
        try {
          const missed = await run(page, index);
          if (missed) {
            lost.push(`Lauf ${index + 1} (${rate}× CPU): ${missed}`);
            lostAt[rate] += 1;
          }
        } finally {
          await page.browserContext().close();
        }
      }
      figures.push(`${name}: ${lostAt[1]} von ${RUNS / 2} / ${lostAt[4]} von ${RUNS / 2}`);
      expect(lost).toEqual([]);
    },
    RUNS * 60_000,
  );
});
