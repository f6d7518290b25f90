import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { maskPersonalData } from '../domain/mask-personal-data';
import { rootSaga } from '../../sagas';
import { createRootReducer } from '../state/root-reducer';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, type Storage } from 'redux-persist';
import type { EventLog } from './event-log';
import { createPersistedRootReducer } from './session-persistence';

/**
 * The shop's store with its sagas, which start on appRehydrated. Given the tab's storage, the
 * session's slices are kept there (src/app/session-persistence.ts starts restoring them).
 */
export function createShopStore(options: { devTools?: boolean; eventLog?: EventLog; storage?: Storage } = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: options.storage ? createPersistedRootReducer(options.storage) : createRootReducer(),
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        // redux-persist's own actions carry functions (RTK's guide to redux-persist).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(options.eventLog ? [options.eventLog.middleware, sagaMiddleware] : [sagaMiddleware]),
    // Time travel in development, with personal data masked (ARCHITECTURE.md "Client state").
    devTools: options.devTools
      ? { actionSanitizer: (action) => maskPersonalData(action), stateSanitizer: (state) => maskPersonalData(state) }
      : false,
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type ShopStore = ReturnType<typeof createShopStore>;
