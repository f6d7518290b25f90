import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { PersistGate } from 'redux-persist/integration/react';
import storage from 'redux-persist/es/storage/session';
import type { Persistor } from 'redux-persist';
import { createShopStore } from './app/store';
import { createEventLog } from './app/event-log';
import { preloadPages } from './app/routes';
import { ShopRoutes } from './app/ShopRoutes';
import { NavigatorBinding } from './app/NavigatorBinding';
import { createShopHistory } from './app/shop-history';
import type { RootState } from './state/store-types';
import { registerServiceWorker } from './api/service-worker';
import { warnOnSlowLcp } from './api/slow-lcp';
import { FullScreenLoader } from './components/FullScreenLoader';
import { uiActions } from './state/ui';
import { PRERENDER_STATE_ID, type HydrationState } from './domain/server-render';
import { catalogueActions } from './state/catalogue';
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

/** Resolves once redux-persist restored sessionStorage (and the sagas started on appRehydrated). */
const whenBootstrapped = (persistor: Persistor) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });

const eventLog = createEventLog();
// Masked, so it may stay reachable from the console for bug reports (README "Event log").
window.__shopEventLog = eventLog;
const { store, persistor } = createShopStore(storage, { devTools: import.meta.env.DEV, eventLog });
const container = document.getElementById('root')!;
const serverState = serverRenderedState();
// In development the worker would serve stale modules to Vite's dev server.
if (import.meta.env.PROD) registerServiceWorker();
// Spec §9: a slow Largest Contentful Paint is a developer's concern; shoppers' figures go to the analytics (sagas/web-vitals.ts).
if (import.meta.env.DEV) warnOnSlowLcp();

/** The app in the browser: React Router in declarative mode (its data router would cost about 17 KB gzip more, issue 13). */
const app = (
  <HistoryRouter history={createShopHistory()}>
    <NavigatorBinding />
    <ShopRoutes />
  </HistoryRouter>
);

if (serverState) {
  // The markup is already on screen: hydrate it from the state it was rendered from (page data,
  // catalogue answers, the page's code), then let the restored session state
  // (cart badge, consent…) re-render what differs. Waiting for the restore (a few microtasks) means
  // the sagas already listen when the first route change is reported.
  const rendered = serverState.store as RootState;
  store.dispatch(uiActions.pageDataLoaded(rendered.ui.pageData));
  for (const [key, entry] of Object.entries(rendered.catalogue.entries)) {
    if (entry.status === 'loaded') store.dispatch(catalogueActions.resourceLoaded({ key, data: entry.data }));
  }
  void Promise.all([whenBootstrapped(persistor), preloadPages(window.location.pathname).catch(() => [])]).then(() => {
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
  });
} else {
  // The plain shell (the service worker's offline fallback, or a page not rendered on the server), rendered here from scratch.
  // A transition render yields to the browser between parts instead of one long task (issue 13).
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <PersistGate loading={<FullScreenLoader />} persistor={persistor}>
            {app}
          </PersistGate>
        </Provider>
      </StrictMode>,
    ),
  );
}
