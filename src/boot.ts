/**
 * The page's entry script (src/index.html). A page rendered on the server paints from its HTML and
 * CSS alone (README "Server-side rendering"): the app's code (src/main.tsx) is fetched once that
 * first paint, and the page's first image (`fetchpriority="high"`: the stage, a device), are on
 * screen, so on a slow line nothing competes with them for the bandwidth. The plain shell (checkout,
 * offline fallback) shows nothing without the code: it loads at once.
 */
import { PAGE_CODE_ID, PRERENDER_STATE_ID } from './domain/server-render';
import { holdClicksUntilReady } from './ready-signal';
import { yieldToBrowser } from './app/yield-to-browser';
import { loadCode } from './api/load-code';
import { tellAppNotLoaded } from './app-not-loaded';

// A click on a server-rendered button before the app runs is held, not lost (src/ready-signal.ts).
holdClicksUntilReady();

/**
 * The rendered page's own chunks, as the server listed them (server/render/page-assets.ts): fetched
 * beside the app instead of after it (the app would ask for the page's chunk, and that chunk for the
 * chunks it imports, each a round trip later). Each request is started in a task of its own: on a
 * slow phone starting one costs the main thread about a millisecond, the whole list a long task.
 */
async function preloadPageCode() {
  const list = document.getElementById(PAGE_CODE_ID);
  // Read once, like the state block: no data block stays in the page (src/main.tsx).
  list?.remove();
  let hrefs: unknown;
  try {
    hrefs = JSON.parse(list?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(hrefs)) return;
  for (const href of hrefs) {
    if (typeof href !== 'string') continue;
    await yieldToBrowser();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The app, and react-dom's client beside it: src/main.tsx imports the client on demand, so that
 * evaluating it (about half of the code) is a task of its own; fetched here, it arrives
 * with the app instead of a round trip after it. Each request starts in a task of its own.
 */
const loadApp = async () => {
  // Only fetched ahead here: src/main.tsx imports it itself (and says so should it fail).
  void loadCode(() => import('react-dom/client')).catch(() => undefined);
  await yieldToBrowser();
  const app = loadCode(() => import('./main'));
  await preloadPageCode();
  return app;
};

/** A stalled image (or a paint never reported) does not keep the page from becoming interactive for long. */
const IMAGE_WAIT_MS = 3000;

/** After the next frame has been produced (a task after requestAnimationFrame). */
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Once the browser reports the first contentful paint as shown (Paint Timing), which can be a
 * little after the frame was produced; where that is not reported, after the next frame.
 */
const afterFirstContentfulPaint = () =>
  typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? afterNextPaint()
    : new Promise<void>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          if (!list.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          resolve();
        });
        observer.observe({ type: 'paint', buffered: true });
      });

const loaded = (image: HTMLImageElement) =>
  image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });

// Should the app's code not come even after the loader's retries, the shopper is told (src/app-not-loaded.ts);
// its 'Erneut versuchen' loads the page afresh, with a new deployment's code should that be why.
// A page opened in the background paints nothing (and runs no animation frames) until shown: no reason to wait there.
if (!document.getElementById(PRERENDER_STATE_ID) || document.visibilityState === 'hidden') {
  loadApp().catch(tellAppNotLoaded);
} else {
  const firstImages = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const shown = Promise.all([afterFirstContentfulPaint(), ...firstImages.map(loaded)]);
  void Promise.race([shown, new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS))])
    .then(loadApp)
    .catch(tellAppNotLoaded);
}
