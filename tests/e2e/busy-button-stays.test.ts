import { goto, openPage, pageErrors, useBrowser } from './support/browser';
import { waitForPath } from './support/checkout-steps';
import { hurriedClick, type Control } from './support/hurried';

/**
 * A press on 'In den Warenkorb' shows the button busy at once. The busy sign must not move the
 * button or its label: the shopper's thumb is still on it, and a second look finds it where it was.
 * Pressed with the pointer the moment the button is shown, on a fast CPU and one four times slower
 * (before the app is ready, the press is held and the busy sign comes later: it must not move then either).
 */

const ADD: Control = { css: 'main button', text: 'In den Warenkorb' };

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}
interface Seen {
  pressed: { button: Box; label: Box } | null;
  busy: { button: Box; label: Box } | null;
}

declare global {
  interface Window {
    __busyWatch?: Seen;
  }
}

/** From the document's start: the pressed button's box and its label's box at the press and once it is busy. */
function watchBusyButton(label: string) {
  const seen: Seen = { pressed: null, busy: null };
  window.__busyWatch = seen;
  const box = (rect: DOMRect) => ({ left: rect.left, top: rect.top, width: rect.width, height: rect.height });
  const boxes = (button: Element) => {
    const text = document.createRange();
    text.selectNodeContents(button);
    return { button: box(button.getBoundingClientRect()), label: box(text.getBoundingClientRect()) };
  };
  const isTheButton = (node: EventTarget | Node | null): node is HTMLButtonElement =>
    node instanceof HTMLButtonElement && node.textContent?.trim() === label;
  document.addEventListener(
    'pointerdown',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (isTheButton(button) && !seen.pressed) seen.pressed = boxes(button);
    },
    true,
  );
  new MutationObserver((records) => {
    for (const { target } of records) {
      if (isTheButton(target) && target.getAttribute('aria-busy') === 'true' && !seen.busy) seen.busy = boxes(target);
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
}

/** Two presses per speed, each in a fresh context: a single press would pass by the luck of its timing. */
const PRESSES = 2;
const CASES = [412, 1280].flatMap((width) => [1, 4].map((rate) => [width, width === 412 ? 915 : 800, rate] as const));

describe('the busy sign of a pressed button', () => {
  const browser = useBrowser();

  it.each(CASES)(
    'leaves the button and its label where they were (%i×%i, %i× CPU)',
    async (width, height, rate) => {
      for (let press = 0; press < PRESSES; press += 1) {
        const page = await openPage(browser(), width, height);
        try {
          await page.emulateCPUThrottling(rate);
          await page.evaluateOnNewDocument(watchBusyButton, ADD.text as string);
          await goto(page, '/unterwegs/tarife/mobilfunk', undefined, 'domcontentloaded');
          await hurriedClick(page, ADD);
          await page.waitForFunction(() => window.__busyWatch?.busy !== null, { timeout: 20_000 });
          const seen = (await page.evaluate(() => window.__busyWatch)) as Seen;
          expect(seen.pressed).not.toBeNull();
          expect(seen.busy).toEqual(seen.pressed);
          await waitForPath(page, '/warenkorb', 20_000);
          expect(pageErrors(page)).toEqual([]);
        } finally {
          await page.browserContext().close();
        }
      }
    },
    PRESSES * 60_000,
  );
});
