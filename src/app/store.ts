import { configureStore, type DevToolsEnhancerOptions, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { rootSaga } from '../../sagas';
import { createRootReducer } from '../state/root-reducer';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, type Storage } from 'redux-persist';
import { createPersistedRootReducer } from './session-persistence';

/**
 * The shop's store with its sagas, which start on appRehydrated. Given the tab's storage, the
 * session's slices are kept there (src/app/session-persistence.ts starts restoring them).
 */
export function createShopStore(options: { devTools?: false | DevToolsEnhancerOptions; eventLog?: { middleware: Middleware }; storage?: Storage } = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: options.storage ? createPersistedRootReducer(options.storage) : createRootReducer(),
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        // redux-persist's own actions carry functions (RTK's guide to redux-persist).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(options.eventLog ? [options.eventLog.middleware, sagaMiddleware] : [sagaMiddleware]),
    // Time travel in development only, with the caller's masking (src/app/devtools-masking.ts).
    devTools: options.devTools ?? false,
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type ShopStore = ReturnType<typeof createShopStore>;
