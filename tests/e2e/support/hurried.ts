// A hurried shopper: clicks a control with the real pointer the moment it is visible and enabled.
import type { ElementHandle, HTTPRequest, Page } from 'puppeteer-core';

/** A control as the shopper sees it: the elements `css` matches, the one whose text reads `text`. */
export interface Control {
  css: string;
  text?: string;
}

/**
 * The control the moment it is shown (checked on every animation frame): in the layout, visible, not
 * disabled. No wait for it to stand still, for a loader to go or for the ready signal.
 */
export async function whenClickable(page: Page, control: Control, timeout = 30_000): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    ({ css, text }) =>
      [...document.querySelectorAll(css)].find((element) => {
        if (text !== undefined && element.textContent?.trim() !== text) return false;
        if ((element as HTMLButtonElement).disabled) return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
      }),
    { polling: 'raf', timeout },
    control,
  );
  return handle.asElement() as ElementHandle<Element>;
}

/**
 * Clicks the control with the pointer the moment it is clickable: at the point where it is shown
 * (scrolled into view first when it is not), with CDP input events the browser hit-tests like a
 * finger, so whatever lies on top at that point gets the click. A control whose document was
 * replaced in between (a plain link followed before the app ran) is looked for again on the new one.
 */
export async function hurriedClick(page: Page, control: Control, timeout?: number): Promise<void> {
  const point = await pointOf(page, control, timeout);
  await page.mouse.click(point.x, point.y);
}

/** Where the control is shown the moment it is clickable (scrolled into view first when it is not). */
export async function pointOf(page: Page, control: Control, timeout?: number): Promise<{ x: number; y: number }> {
  for (;;) {
    const element = await whenClickable(page, control, timeout);
    const point = await element
      .evaluate((shown) => {
        shown.scrollIntoView({ block: 'nearest' });
        const box = shown.getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      })
      .catch(() => null);
    if (point) return point;
  }
}

/** Until the page is ready (src/ready-signal.ts) and the browser has an idle moment: what was on its way has arrived. */
export async function settled(page: Page): Promise<void> {
  await page.waitForSelector('html[data-shop-ready="true"]');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/** Whether the address reaches `wanted` (a path or a test of it) within `timeout`; false when the click was lost. */
export async function reachesPath(page: Page, wanted: string | RegExp, timeout: number): Promise<boolean> {
  const source = typeof wanted === 'string' ? `^${wanted.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$` : wanted.source;
  try {
    await page.waitForFunction((pattern) => new RegExp(pattern).test(location.pathname), { timeout }, source);
    return true;
  } catch {
    return false;
  }
}

/** The app's code (src/main.tsx, the chunk src/boot.ts loads). */
const APP_CHUNK = /\/assets\/app-[\w-]+\.js$/;

/**
 * Holds the app's code until `release` is called, so that a click lands before the ready signal
 * for certain (a slow line would do the same); records whether the app was ready at the first click.
 */
export async function holdAppCode(
  page: Page,
): Promise<{ release(): void; readyAtFirstClick(): Promise<boolean | undefined> }> {
  const held: HTTPRequest[] = [];
  let released = false;
  await page.setBypassServiceWorker(true);
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (!released && APP_CHUNK.test(new URL(request.url()).pathname)) held.push(request);
    else void request.continue();
  });
  await page.evaluateOnNewDocument(() => {
    const seen = window as { readyAtFirstClick?: boolean };
    window.addEventListener(
      'click',
      () => {
        seen.readyAtFirstClick ??= document.documentElement.hasAttribute('data-shop-ready');
      },
      true,
    );
  });
  return {
    release() {
      released = true;
      for (const request of held.splice(0)) void request.continue();
    },
    readyAtFirstClick: () => page.evaluate(() => (window as { readyAtFirstClick?: boolean }).readyAtFirstClick),
  };
}
