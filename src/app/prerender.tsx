import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import type { Storage } from 'redux-persist';
import type { PageData } from '../domain/page-data';
import { uiActions } from '../state/ui';
import { createRootReducer } from '../state/root-reducer';
import type { RootState } from '../state/store-types';
import { routes } from './routes';

/** Nothing is read or written while prerendering: the browser restores its own state after hydration. */
const noStorage: Storage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
};

export interface Prerendered {
  html: string;
  /** The state the markup was rendered from; the browser hydrates with exactly this (react-redux `serverState`). */
  state: RootState;
}

/**
 * Renders one path of the app at build time (scripts/vite-prerender.ts), from the initial state
 * plus its page data. No sagas, no requests: the markup depends only on what is passed in.
 */
export async function prerender(pathname: string, pageData: PageData): Promise<Prerendered> {
  const store = configureStore({ reducer: createRootReducer(noStorage), middleware: (getDefault) => getDefault({ thunk: false }) });
  store.dispatch(uiActions.pageDataLoaded(pageData));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`Prerendering ${pathname} answered a redirect`);
  if (context.statusCode !== 200) throw new Error(`Prerendering ${pathname} answered ${context.statusCode}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <Provider store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Provider>
    </StrictMode>,
  );
  return { html, state: store.getState() };
}
