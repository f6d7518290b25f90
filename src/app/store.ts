import { configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { PersonalDataMask } from '../domain/mask-personal-data';
import { rootSaga } from '../../sagas';
import { createRootReducer } from '../state/root-reducer';
import { PERSIST_ACTION_TYPES } from '../state/persisted-slices';

/**
 * The shop's store with its sagas, which start on appRehydrated. It starts without persistence:
 * src/app/session-persistence.ts restores and persists the session's slices, loading redux-persist
 * when first needed (issue 13).
 */
export function createShopStore(options: { devTools?: boolean; eventLog?: { middleware: Middleware } } = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: createRootReducer(),
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        serializableCheck: { ignoredActions: PERSIST_ACTION_TYPES },
      }).concat(options.eventLog ? [options.eventLog.middleware, sagaMiddleware] : [sagaMiddleware]),
    // Time travel in development, masked as the event log is (one mask learns the session's
    // form schemas and personal values); never in production.
    devTools: options.devTools ? devToolsMasking() : false,
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

function devToolsMasking() {
  const mask = new PersonalDataMask();
  return {
    actionSanitizer: <A extends { type: string }>(action: A) => mask.maskAction(action),
    stateSanitizer: <S>(state: S) => mask.mask(state),
  };
}

export type ShopStore = ReturnType<typeof createShopStore>;
