import type { Page } from 'puppeteer-core';
import { goto, openPage, pageErrors, useBrowser } from './support/browser';
import { waitForPath } from './support/checkout-steps';

/**
 * A press on 'In den Warenkorb' shows the button busy at once. The busy sign must not move the
 * button or its label: the shopper's thumb is still on it, and a second look finds it where it was.
 */

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

async function pressAsSoonAsVisible(page: Page, text: string) {
  const button = await page.waitForFunction(
    (t) =>
      [...document.querySelectorAll('main button')].find(
        (b) => b.textContent?.trim() === t && (b as HTMLElement).offsetParent !== null,
      ),
    {},
    text,
  );
  await (button as import('puppeteer-core').ElementHandle<Element>).click();
}

describe('the busy sign of a pressed button', () => {
  const browser = useBrowser();

  it.each([
    [412, 915],
    [1280, 800],
  ])('leaves the button and its label where they were (%i×%i)', async (width, height) => {
    const page = await openPage(browser(), width, height);
    await page.evaluateOnNewDocument(watchBusyButton, 'In den Warenkorb');
    await goto(page, '/unterwegs/tarife/mobilfunk', undefined, 'domcontentloaded');
    await pressAsSoonAsVisible(page, 'In den Warenkorb');
    await page.waitForFunction(() => window.__busyWatch?.busy !== null);
    const seen = (await page.evaluate(() => window.__busyWatch)) as Seen;
    expect(seen.pressed).not.toBeNull();
    expect(seen.busy).toEqual(seen.pressed);
    await waitForPath(page, '/warenkorb');
    expect(pageErrors(page)).toEqual([]);
  });
});
