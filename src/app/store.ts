import { configureStore, type DevToolsEnhancerOptions, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { LOAD_FEATURE, rootSaga } from '../../sagas';
import { keepAlive } from '../../sagas/keep-alive';
import { createRootReducer } from '../state/root-reducer';
import type { LoadFeature } from '../state/feature-loading';
import type { CarriesEventLog, EventLogReader } from '../state/event-log-reader';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, type Storage } from 'redux-persist';
import { createPersistedRootReducer } from './session-persistence';
import { createFeatureLoader } from './features';

const isReader = (log: Partial<EventLogReader>): log is EventLogReader =>
  typeof log.watch === 'function' &&
  typeof log.document === 'function' &&
  typeof log.export === 'function' &&
  typeof log.exportForDevTools === 'function';

/**
 * The shop's store with its sagas, which start on appRehydrated. Given the tab's storage, the
 * session's slices are kept there (src/app/session-persistence.ts starts restoring them). The store
 * carries `loadFeature` (src/app/features.ts): a feature module's slices are injected into this
 * store's root reducer and its sagas run on this store's saga middleware.
 */
export function createShopStore(
  options: {
    devTools?: false | DevToolsEnhancerOptions;
    eventLog?: { middleware: Middleware } & Partial<EventLogReader>;
    storage?: Storage;
  } = {},
) {
  const rootReducer = options.storage ? createPersistedRootReducer(options.storage) : createRootReducer();
  // The sagas' context is read only once they run, after the loader below exists.
  const context: { [LOAD_FEATURE]?: LoadFeature } = {};
  const sagaMiddleware = createSagaMiddleware({ context });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        // redux-persist's own actions carry functions (RTK's guide to redux-persist).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(options.eventLog ? [options.eventLog.middleware, sagaMiddleware] : [sagaMiddleware]),
    // Time travel in development only, with the caller's masking (src/app/devtools-masking.ts).
    devTools: options.devTools ?? false,
  });
  const features = createFeatureLoader({
    // Injected into the reducer the store runs (combineSlices' inject changes it in place).
    inject: (slice) => void rootReducer.inject(slice),
    runSaga: (saga) => void sagaMiddleware.run(keepAlive, saga),
    dispatch: store.dispatch,
  });
  context[LOAD_FEATURE] = features.loadFeature;
  sagaMiddleware.run(rootSaga);
  // Screens read the log through the store (src/state/event-log-reader.ts), not through a global.
  const eventLog: CarriesEventLog =
    options.eventLog && isReader(options.eventLog) ? { eventLog: options.eventLog } : {};
  return Object.assign(store, features, eventLog);
}

export type ShopStore = ReturnType<typeof createShopStore>;
