/**
 * The store's sessionStorage (spec §3) through redux-persist: each persisted slice wrapped with
 * `persistReducer` under its own key without prefix, `persistStore` restoring them at start, and
 * `persistor.flush()` when the page is left, so that a reload right after a change finds it
 * (redux-persist itself writes a moment after each change, one key per timer tick).
 */
import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, persistStore, type PersistConfig, type Persistor, type Storage } from 'redux-persist';
import { appRehydrated } from '../state/app';
import { createRootReducer, sliceReducers, type RootReducer } from '../state/root-reducer';

/** Spec §3: the keys are exactly `form`, `availability`, `order` (plus `cart` and `outbox`), without prefix. */
export const PERSISTED_SLICES = ['cart', 'availability', 'form', 'order', 'outbox'] as const;

/**
 * Stored with each slice. When a persisted slice changes shape, bump it and add redux-persist's
 * `migrate: createMigrate({ [version]: (state) => … })` to the config below; until then there is
 * nothing to migrate, and no migration code to load with every page.
 */
const PERSIST_VERSION = 1;

function persisted<S>(key: string, reducer: Reducer<S>, storage: Storage): Reducer<S> {
  const config: PersistConfig<S> = {
    key,
    keyPrefix: '',
    storage,
    version: PERSIST_VERSION,
  };
  return persistReducer(config, reducer) as unknown as Reducer<S>;
}

/** The root reducer with the persisted slices wrapped: the same slice map (src/state/root-reducer.ts). */
export function createPersistedRootReducer(storage: Storage): RootReducer {
  const reducers = { ...sliceReducers };
  for (const key of PERSISTED_SLICES)
    (reducers as Record<string, Reducer>)[key] = persisted(key, sliceReducers[key] as Reducer, storage);
  return createRootReducer(reducers);
}

export interface SessionPersistenceOptions {
  /** The window: where 'pagehide' and 'visibilitychange' are reported (tests pass their own). */
  page?: EventTarget;
}

/**
 * Restores the persisted slices (a store built with createPersistedRootReducer) and keeps them
 * written from then on. Resolves once the store holds what there was to restore and appRehydrated
 * is dispatched (the sagas start then): the app may hydrate or render.
 */
export function startSessionPersistence(
  store: Parameters<typeof persistStore>[0],
  options: SessionPersistenceOptions = {},
): Promise<Persistor> {
  const page = options.page ?? window;
  return new Promise((resolve) => {
    const persistor = persistStore(store, null, () => {
      store.dispatch(appRehydrated());
      resolve(persistor);
    });
    // A reload, another address, the tab closed, or sent to the background (a tab sent away may never see 'pagehide').
    const flush = () => void persistor.flush();
    page.addEventListener('pagehide', flush);
    page.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  });
}
