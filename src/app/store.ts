import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { maskPersonalData } from '../domain/mask-personal-data';
import { rootSaga } from '../../sagas';
import { createRootReducer } from '../state/root-reducer';
import { PERSIST_ACTION_TYPES } from '../state/persisted-slices';
import type { EventLog } from './event-log';

/**
 * The shop's store with its sagas, which start on appRehydrated. It starts without persistence:
 * src/app/session-persistence.ts restores and persists the session's slices, loading redux-persist
 * when first needed (issue 13).
 */
export function createShopStore(options: { devTools?: boolean; eventLog?: EventLog } = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: createRootReducer(),
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        serializableCheck: { ignoredActions: PERSIST_ACTION_TYPES },
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
