/**
 * The store's sessionStorage (spec §3), loaded with a dynamic import when first needed
 * (src/app/session-persistence.ts): redux-persist is not part of any page's first load (issue 13).
 */
import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { createMigrate, persistReducer, persistStore, type MigrationManifest, type PersistConfig, type Persistor, type Storage } from 'redux-persist';
import { createRootReducer, sliceReducers } from '../state/root-reducer';
import { PERSIST_VERSION, PERSISTED_SLICES } from '../state/persisted-slices';
import type { ShopStore } from './store';

const migrations: MigrationManifest = {
  1: (state) => state,
};

/** Spec §3: sessionStorage keys are exactly `form`, `availability`, `order` (plus `cart` and `outbox`), without prefix. */
function persisted<S>(key: string, reducer: Reducer<S>, storage: Storage): Reducer<S> {
  const config: PersistConfig<S> = {
    key,
    keyPrefix: '',
    storage,
    version: PERSIST_VERSION,
    migrate: createMigrate(migrations, { debug: false }),
  };
  return persistReducer(config, reducer) as unknown as Reducer<S>;
}

/** The root reducer with the persisted slices wrapped: the same slice map (src/state/root-reducer.ts). */
export function createPersistedRootReducer(storage: Storage): ReturnType<typeof createRootReducer> {
  const reducers: Record<string, Reducer> = { ...sliceReducers };
  for (const key of PERSISTED_SLICES) reducers[key] = persisted(key, sliceReducers[key] as Reducer, storage);
  return combineReducers(reducers) as unknown as ReturnType<typeof createRootReducer>;
}

/**
 * Persists the running store from now on. persistReducer passes the state through until its
 * PERSIST; then it reads each key and, on REHYDRATE, takes what was stored (autoMergeLevel1) or,
 * with nothing stored, keeps the state as it is, and writes it: so whatever changed before this
 * module arrived is written then. `onRestored` runs once every key is read.
 */
export function persistShopStore(store: ShopStore, storage: Storage, onRestored: () => void): Persistor {
  store.replaceReducer(createPersistedRootReducer(storage));
  return persistStore(store, null, onRestored);
}
