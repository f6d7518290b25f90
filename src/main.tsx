import { startTransition, StrictMode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import createWebStorage from 'redux-persist/es/storage/createWebStorage';
import type { Storage as PersistStorage } from 'redux-persist';
import { createShopStore, type ShopStore } from './app/store';
import { startSessionPersistence } from './app/session-persistence';
import { createEventLog } from './app/event-log';
import { pagesLoadedOrRetrying, preloadPages } from './app/routes';
import { ShopRoutes } from './app/ShopRoutes';
import { NavigatorBinding } from './app/NavigatorBinding';
import type { RootState } from './state/store-types';
import { registerServiceWorker } from './api/service-worker';
import { warnOnSlowLcp } from './api/slow-lcp';
import { uiActions } from './state/ui';
import { PRERENDER_STATE_ID, type HydrationState } from './domain/server-render';
import { catalogueActions } from './state/catalogue';
import { yieldToBrowser } from './app/yield-to-browser';
import { wholeStylesheetLoaded } from './app/whole-stylesheet';
import { loadChunk, reloadIfGone } from './api/chunk-retry';
import { CodeLoaderContext } from './components/LazyPart';
import './app/styles.css';

/** The state the server rendered this page from (src/entry-server.tsx), when this document carries it (not the plain shell). */
function serverRenderedState(): HydrationState | null {
  const data = document.getElementById(PRERENDER_STATE_ID);
  if (!data) return null;
  // Read once: the block leaves the page, so no stale copy of the state (or a large text node) stays in the DOM.
  data.remove();
  try {
    return JSON.parse(data.textContent ?? '') as HydrationState;
  } catch {
    return null;
  }
}

const eventLog = createEventLog();
// Masked, so it may stay reachable from the console for bug reports (README "Event log").
window.__shopEventLog = eventLog;
// In development the worker would serve stale modules to Vite's dev server.
if (import.meta.env.PROD) registerServiceWorker();
// Spec §9: a slow Largest Contentful Paint is a developer's concern; shoppers' figures go to the analytics (sagas/web-vitals.ts).
if (import.meta.env.DEV) warnOnSlowLcp();

/** A part of a page loads its code with the shop's loader; a chunk gone with a new deployment loads the page afresh (and the part waits for that). */
const loadPart = <T,>(load: () => Promise<T>): Promise<T> => loadChunk(load).catch(reloadIfGone);

/**
 * The app in the browser: React Router in declarative mode (its data router would bring much more
 * code to every page). BrowserRouter wraps every router state update in React.startTransition (its
 * documented default), so while the next page's code loads (a lazy page suspends) React keeps the
 * page shown, and a newer navigation replaces one still pending.
 */
const app = (
  <BrowserRouter>
    <CodeLoaderContext value={loadPart}>
      <NavigatorBinding />
      <ShopRoutes />
    </CodeLoaderContext>
  </BrowserRouter>
);

/** Reads sessionStorage in a task of its own: the look-up, the restore and the sagas they start come after the task that creates the store. */
const readInOwnTask = (storage: PersistStorage): PersistStorage => ({
  ...storage,
  getItem: async (key: string): Promise<unknown> => {
    await yieldToBrowser();
    return storage.getItem(key);
  },
});

/**
 * A checkout step rendered on the server for the order the cookie named, while this tab holds
 * another one or none (two tabs, or a tab opened afresh): the tab's own state is rendered afresh.
 */
const renderedForAnotherOrder = (rendered: RootState, state: RootState) =>
  rendered.order.tempOrderId !== null && rendered.order.tempOrderId !== state.order.tempOrderId;

/**
 * The markup is already on screen: hydrate it from the state it was rendered from (page data,
 * catalogue answers, the page's code), then let the restored session state (cart badge, consent…)
 * re-render what differs. Waiting for the restore (its own task) means the sagas already listen
 * when the first route change is reported. Each step is its own task.
 */
async function hydrate(container: HTMLElement, rendered: RootState, store: ShopStore, restored: Promise<void>) {
  // The whole stylesheet too, where the page came with only its first markup's rules (src/app/whole-stylesheet.ts).
  await Promise.all([restored, preloadPages(window.location.pathname).catch(() => []), wholeStylesheetLoaded()]);
  if (renderedForAnotherOrder(rendered, store.getState())) return render(container, store, restored);
  const { hydrateRoot } = await loadChunk(() => import('react-dom/client'));
  await yieldToBrowser();
  // As a transition, hydration yields to the browser between components instead of one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Provider store={store} serverState={rendered}>
          {app}
        </Provider>
      </StrictMode>,
    );
  });
}

/**
 * The plain shell (the service worker's offline fallback, or a page not rendered on the server),
 * rendered here from scratch once sessionStorage is restored (a task, no request), so the sagas
 * listen and the page shows the shopper's own state from its first render. (redux-persist's
 * PersistGate did the same with a loader in between; not worth its code on every page.)
 * The page's code (preloaded by the shell, so already on its way) is awaited as well: a first render
 * that suspended on it would commit the page-code loader, and React then holds the page back until
 * that loader has been shown for 300 ms (its throttle of Suspense reveals), long after the code came.
 * Should its first try fail, the page renders at once and shows that loader while it is tried again.
 */
async function render(container: HTMLElement, store: ShopStore, restored: Promise<void>) {
  const [{ createRoot }] = await Promise.all([
    loadChunk(() => import('react-dom/client')),
    restored,
    pagesLoadedOrRetrying(window.location.pathname),
  ]);
  const root = createRoot(container);
  // A transition render yields to the browser between parts instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>{app}</Provider>
      </StrictMode>,
    ),
  );
}

/**
 * Evaluating the app's code is one task already; the store, react-dom's client (imported on demand,
 * fetched beside the app by src/boot.ts), the restore and the first render each come in a task of
 * their own after it (the main thread is never blocked for long at the start).
 */
async function start() {
  const container = document.getElementById('root')!;
  const rendered = serverRenderedState()?.store as RootState | undefined;
  await yieldToBrowser();
  // sessionStorage is opened (and probed) here, not while the code is evaluated, and read in a task of its own.
  // Only the development build has Redux DevTools, and only it loads their masking (the mask's rules are no first-load code).
  const devTools = import.meta.env.DEV
    ? (await loadChunk(() => import('./app/devtools-masking'))).devToolsMasking()
    : false;
  const store = createShopStore({ devTools, eventLog, storage: readInOwnTask(createWebStorage('session')) });
  if (rendered) {
    // Before the restore from sessionStorage, which starts the sagas: they find the page's data in place.
    store.dispatch(uiActions.pageDataLoaded(rendered.ui.pageData));
    store.dispatch(catalogueActions.serverEntriesRestored(rendered.catalogue.entries));
  }
  const restored = startSessionPersistence(store).then(() => undefined);
  await yieldToBrowser();
  if (rendered) await hydrate(container, rendered, store, restored);
  else await render(container, store, restored);
}

void start();
