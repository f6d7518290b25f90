import type { Page } from 'puppeteer-core';
import { DEVICES } from '../../server/catalogue/mobile/devices';
import { goto, openPage, pageErrors, useBrowser } from './support/browser';
import { addToCartAndCheckOut, fieldId, fillStepsToIdentification, waitForPath } from './support/checkout-steps';

/**
 * Every amount on the page ('1.383,99 €', '9,95 €') whose number and currency sign are laid out
 * on two lines; the text itself keeps its plain space (the spec's texts), only the layout must not break.
 */
function brokenAmounts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const amount = /\d{1,3}(?:\.\d{3})*,\d{2}\s€/g;
    const broken: string[] = [];
    const walker = document.createTreeWalker(
      document.getElementById('main-content') ?? document.body,
      NodeFilter.SHOW_TEXT,
    );
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('option, .visually-hidden, [hidden]') || !parent.getClientRects().length) continue;
      for (const match of (node.textContent ?? '').matchAll(amount)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) broken.push(`${match[0]} in „${parent.textContent?.trim().slice(0, 80)}“`);
      }
    }
    return broken;
  });
}

/** The number of amounts on the page (so a check that finds none cannot pass). */
const amountCount = (page: Page) =>
  page.evaluate(
    () => (document.getElementById('main-content')?.textContent?.match(/\d{1,3}(?:\.\d{3})*,\d{2}\s€/g) ?? []).length,
  );

describe('amounts and labels stay legible', () => {
  const browser = useBrowser();

  it('never breaks an amount between its number and the € sign, on a narrow phone and on a wide screen', async () => {
    const device = DEVICES.find((d) => d.slug === 'aurelon-vista-15') ?? DEVICES[0];
    const paths = [
      '/unterwegs/tarife/mobilfunk',
      `/unterwegs/geraete/${device.category}`,
      `/unterwegs/geraete/${device.category}/${device.slug}`,
    ];
    for (const [width, height] of [
      [320, 740],
      [390, 844],
      [1280, 800],
    ]) {
      const page = await openPage(browser(), width, height);
      for (const path of paths) {
        await goto(page, path);
        await page.waitForSelector('#main-content h1');
        expect(await amountCount(page)).toBeGreaterThan(0);
        expect({ width, path, broken: await brokenAmounts(page) }).toEqual({ width, path, broken: [] });
      }
      await goto(page, `/unterwegs/geraete/${device.category}/${device.slug}`);
      await addToCartAndCheckOut(page);
      await page.goBack({ waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-testid="cart-total"]');
      expect({ width, path: '/warenkorb', broken: await brokenAmounts(page) }).toEqual({
        width,
        path: '/warenkorb',
        broken: [],
      });
      await goto(page, '/checkout');
      await fillStepsToIdentification(page);
      await waitForPath(page, '/checkout/overview');
      await page.waitForSelector('#field-consents-terms');
      expect({ width, path: '/checkout/overview', broken: await brokenAmounts(page) }).toEqual({
        width,
        path: '/checkout/overview',
        broken: [],
      });
      expect(pageErrors(page)).toEqual([]);
      await page.browserContext().close();
    }
  }, 180_000);

  it('shows "Hausnummer" and "Zusatz" side by side on a desktop without their labels overlapping', async () => {
    const page = await openPage(browser(), 1280, 800);
    await goto(page, '/unterwegs/geraete/smartphones/aurelon-vista-15');
    await addToCartAndCheckOut(page);
    const boxes = [];
    for (const label of ['Hausnummer', 'Zusatz']) {
      const id = await fieldId(page, label);
      boxes.push(
        await page.$eval(`label[for="${id}"]`, (element) => {
          const { left, right, top, bottom } = element.getBoundingClientRect();
          // A label cut off (no wrap, hidden overflow) counts as overlapping its neighbour's space.
          return { left, right, top, bottom, clipped: element.scrollWidth > element.clientWidth + 1 };
        }),
      );
    }
    const [house, suffix] = boxes;
    const intersect =
      house.left < suffix.right && suffix.left < house.right && house.top < suffix.bottom && suffix.top < house.bottom;
    expect({ intersect, clipped: [house.clipped, suffix.clipped] }).toEqual({
      intersect: false,
      clipped: [false, false],
    });
    // Side by side on the desktop: the two fields share a row.
    expect(Math.abs(house.top - suffix.top)).toBeLessThan(house.bottom - house.top);
    expect(pageErrors(page)).toEqual([]);
  }, 60_000);
});
