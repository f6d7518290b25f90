/**
 * The page's entry script (src/index.html). A page rendered on the server paints from its HTML and
 * CSS alone (README "Server-side rendering"): its early script starts this one once that first
 * paint is on screen, and holds the shopper's clicks until the app is ready (src/early/). The app's
 * code (src/main.tsx) follows once the page's first image (`fetchpriority="high"`: the stage, a
 * device) has loaded too, so on a slow line nothing competes with it for the bandwidth. The plain
 * shell (checkout, offline fallback) shows nothing without the code: it loads at once.
 */
import { PAGE_CODE_ID, PRERENDER_STATE_ID } from './domain/server-render';
import { yieldToBrowser } from './app/yield-to-browser';
import { loadCode } from './api/load-code';
import { tellAppNotLoaded } from './app-not-loaded';
import { linkWholeStylesheet } from './app/whole-stylesheet';

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
 * The whole stylesheet where the page carries only its first markup's rules (src/app/whole-stylesheet.ts),
 * the app, and react-dom's client beside it: src/main.tsx imports the client on demand, so that
 * evaluating it (about half of the code) is a task of its own; fetched here, it arrives
 * with the app instead of a round trip after it. Each request starts in a task of its own.
 */
const loadApp = async () => {
  linkWholeStylesheet();
  // Only fetched ahead here: src/main.tsx imports it itself (and says so should it fail).
  void loadCode(() => import('react-dom/client')).catch(() => undefined);
  await yieldToBrowser();
  const app = loadCode(() => import('./main'));
  await preloadPageCode();
  return app;
};

/** A stalled image does not keep the page from becoming interactive for long. */
const IMAGE_WAIT_MS = 3000;

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
  const shown = Promise.all(firstImages.map(loaded));
  void Promise.race([shown, new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS))])
    .then(loadApp)
    .catch(tellAppNotLoaded);
}
