import { CATALOGUE_PAGES } from '../support/catalogue-pages';
import { CRITICAL_STYLESHEET_ATTRIBUTE } from '../../src/domain/server-render';
import { baseUrl, openPage, pageErrors, useBrowser } from './support/browser';
import { waitForPath } from './support/checkout-steps';
import { hurriedClick } from './support/hurried';
import { untilReduced } from './support/reduced-page';

jest.setTimeout(180_000);

/**
 * A kept catalogue page carries inline only the rules its markup uses (server/render/critical-css.ts),
 * so its HTML arrives in one round trip. What the markup does not show yet must still be styled the
 * moment the shopper gets there: the entry script links the whole stylesheet and the app hydrates
 * once it is there. Pressed the moment the button shows, at 1× and 4× CPU, on a phone.
 */

const CRITICAL = `style[${CRITICAL_STYLESHEET_ATTRIBUTE}]`;

declare global {
  interface Window {
    __spinners?: string[];
  }
}

/** From the document's start: the spinner's animation of every button the moment it turns busy. */
function watchSpinners() {
  const spinners: string[] = [];
  window.__spinners = spinners;
  new MutationObserver((records) => {
    for (const { target } of records) {
      if (target instanceof HTMLElement && target.getAttribute('aria-busy') === 'true')
        spinners.push(getComputedStyle(target, '::after').animationName);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
}

/** The cookie choice `openPage` makes: the server keeps a page per choice. */
const CHOSEN = { cookie: 'cookie_consent_status=necessary' };

describe('a catalogue page with only its first markup’s rules inline', () => {
  const browser = useBrowser();

  it('inlines a part of the whole stylesheet, which it names', async () => {
    const html = await untilReduced(CATALOGUE_PAGES.tariffList);
    const [, href = '', inline = ''] = /<style data-href="([^"]+)" data-critical>([\s\S]*?)<\/style>/.exec(html) ?? [];
    const whole = await (await fetch(baseUrl() + href)).text();
    expect(inline.length).toBeGreaterThan(1000);
    expect(inline.length).toBeLessThan(whole.length / 2);
    // No button of the first markup is busy: the spinner's rule is not inline.
    expect(inline).not.toContain('aria-busy');
    expect(whole).toContain('aria-busy');
  });

  it.each([1, 4])('styles the busy button of a hurried press, and the cart after it (CPU %i×)', async (rate) => {
    const html = await untilReduced(CATALOGUE_PAGES.tariffList, CHOSEN);
    const [, href = ''] = /<style data-href="([^"]+)" data-critical>/.exec(html) ?? [];
    const page = await openPage(browser(), 412, 915);
    try {
      await page.emulateCPUThrottling(rate);
      await page.evaluateOnNewDocument(watchSpinners);
      const response = await page.goto(baseUrl() + CATALOGUE_PAGES.tariffList, { waitUntil: 'domcontentloaded' });
      expect(await response?.text()).toContain(`<style data-href="${href}" data-critical>`);
      await hurriedClick(page, { css: 'main button', text: 'In den Warenkorb' });
      await waitForPath(page, '/warenkorb', 30_000);
      const spinners = await page.evaluate(() => window.__spinners ?? []);
      expect(spinners.length).toBeGreaterThan(0);
      expect(spinners.every((name) => name === 'spin')).toBe(true);
      // The whole stylesheet is in the page and loaded; the inline part, all of whose rules it holds, is gone.
      const styles = await page.evaluate(
        (whole, critical) => ({
          wholeRules:
            [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
              (link) => link.getAttribute('href') === whole,
            )?.sheet?.cssRules.length ?? 0,
          inline: document.querySelectorAll(critical).length,
        }),
        href,
        CRITICAL,
      );
      expect(styles.wholeRules).toBeGreaterThan(100);
      expect(styles.inline).toBe(0);
      expect(pageErrors(page)).toEqual([]);
    } finally {
      await page.browserContext().close();
    }
  });
});
