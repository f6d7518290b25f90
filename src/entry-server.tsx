/**
 * The app rendered on the server (built by scripts/vite-prerender.ts into dist/ssr/entry-server.mjs,
 * loaded at runtime by server/render/): the same routes and reducers as the browser, no sagas. The
 * catalogue reads a page asks for are collected during render, fetched from the shop's own API and
 * rendered again until nothing is missing; the browser hydrates from the resulting state.
 */
import { isValidElement, StrictMode, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { Value } from '@sinclair/typebox/value';
import { resourceKey, type CatalogueResource } from './domain/catalogue-resources';
import { pageTitle } from './domain/page-data';
import { PageData as PageDataSchema } from './domain/schemas/catalogue';
import type { ApiAnswer, PagesOfPath, RenderPage } from './domain/server-render';
import { catalogueRequest } from './api/catalogue';
import { catalogueActions } from './state/catalogue';
import { selectPageName, uiActions } from './state/ui';
import { errorPageName } from './app/chrome/ErrorPage';
import { consentActions } from './state/consent';
import { createRootReducer } from './state/root-reducer';
import { ServerRequestsContext } from './features/catalogue-data/server-requests';
import { preloadPages, routeVerdict, type RouteVerdict } from './app/routes';
import { ShopRoutes } from './app/ShopRoutes';
import { checkoutStepState } from './app/checkout-step-state';
import type { RootState } from './state/store-types';

/** Pages read a few resources that depend on each other (a device, then its bundles): enough rounds for that, and a bound. */
const MAX_RENDER_ROUNDS = 5;

/** Nothing is read or written on the server (no persistence): the browser restores its own session state after hydration. */
const createServerStore = (preloadedState?: Partial<RootState>) =>
  configureStore({
    reducer: createRootReducer(),
    middleware: (getDefault) => getDefault({ thunk: false }),
    preloadedState,
  });
type ServerStore = ReturnType<typeof createServerStore>;

async function renderToText(
  store: ServerStore,
  url: string,
  onRequest: ((resource: CatalogueResource) => void) | null,
) {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerRequestsContext value={onRequest}>
        <Provider store={store}>
          <StaticRouter location={url}>
            <ShopRoutes />
          </StaticRouter>
        </Provider>
      </ServerRequestsContext>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

function storeAnswer(store: ServerStore, resource: CatalogueResource, answer: ApiAnswer) {
  const key = resourceKey(resource);
  if (!answer) return;
  if (answer.status === 200) {
    store.dispatch(catalogueActions.resourceLoaded({ key, data: answer.data }));
    return;
  }
  const body: object = typeof answer.data === 'object' && answer.data !== null ? answer.data : {};
  const type = 'type' in body && typeof body.type === 'string' ? body.type : '';
  const message = 'message' in body && typeof body.message === 'string' ? body.message : '';
  store.dispatch(catalogueActions.resourceFailed({ key, error: { status: answer.status, type, message } }));
}

const apiPath = (resource: CatalogueResource) => {
  const { url, params } = catalogueRequest(resource);
  const query = new URLSearchParams(params).toString();
  return query ? `${url}?${query}` : url;
};

/** 404 for a page declared invalid, an unknown path (the catch-all route) or a catalogue entry the API does not know. */
function statusOf(verdict: RouteVerdict, store: ServerStore): number {
  if (verdict.invalid || verdict.notFound) return 404;
  const entries = Object.values(store.getState().catalogue.entries);
  return entries.some((entry) => entry.status === 'failed' && entry.error?.status === 404) ? 404 : 200;
}

/** The matched routes' page components, by name. */
const pageComponentsOf = (pages: ReactElement[]) =>
  pages.flatMap((page) =>
    isValidElement(page) && typeof page.type === 'function' && page.type.name ? [page.type.name] : [],
  );

export const pagesOf: PagesOfPath = async (pathname) => pageComponentsOf(await preloadPages(pathname));

/** A redirect of the routes, answered as React Router's `redirect()` did. */
const REDIRECT_STATUS = 302;

export const render: RenderPage = async ({ url, getJson, consent, checkoutOrder }) => {
  const checkout = checkoutOrder ? await checkoutStepState(url, checkoutOrder, getJson) : undefined;
  // A checkout page is the tab's own: without its order's data it is left to the browser.
  if (checkout === null) return null;
  const store = createServerStore(checkout);
  // The request's cookie choice: without one the page carries the banner (src/features/consent/).
  if (consent) store.dispatch(consentActions.restored(consent));
  const pathname = new URL(url, 'http://shop.invalid').pathname;
  const verdict = routeVerdict(pathname);
  if (verdict.redirect !== undefined) return { status: REDIRECT_STATUS, redirect: verdict.redirect };
  const page = await getJson(`/pages?path=${encodeURIComponent(pathname)}`);
  // Checked against the answer's schema here on the server, where TypeBox costs the browser nothing.
  if (page?.status === 200 && Value.Check(PageDataSchema, page.data))
    store.dispatch(uiActions.pageDataLoaded(page.data));
  // The pages' code first: rendered, nothing of them suspends.
  const pages = await pagesOf(pathname);

  let html = '';
  for (let round = 0; round < MAX_RENDER_ROUNDS; round += 1) {
    const wanted = new Map<string, CatalogueResource>();
    html = await renderToText(store, url, (resource) => wanted.set(resourceKey(resource), resource));
    if (wanted.size === 0) break;
    const answers = await Promise.all([...wanted.values()].map((resource) => getJson(apiPath(resource))));
    [...wanted.values()].forEach((resource, index) => storeAnswer(store, resource, answers[index] ?? null));
    // Answers the server cannot give (null) are left to the browser; stop asking for them.
    if (answers.every((answer) => answer === null)) break;
  }

  const state = store.getState();
  const status = statusOf(verdict, store);
  return {
    status,
    html,
    state: { store: state },
    // A page not found is titled as the error page it shows, not as its address's section.
    title: pageTitle(status === 404 ? errorPageName({ status }) : selectPageName(state)),
    description: state.ui.pageData.description,
    pages,
  };
};
