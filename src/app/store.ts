import { configureStore, type Middleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { PersonalDataMask } from '../domain/mask-personal-data';
import { rootSaga } from '../../sagas';
import { createRootReducer } from '../state/root-reducer';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, type Storage } from 'redux-persist';
import { createPersistedRootReducer } from './session-persistence';

/**
 * The shop's store with its sagas, which start on appRehydrated. Given the tab's storage, the
 * session's slices are kept there (src/app/session-persistence.ts starts restoring them).
 */
export function createShopStore(options: { devTools?: boolean; eventLog?: { middleware: Middleware }; storage?: Storage } = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: options.storage ? createPersistedRootReducer(options.storage) : createRootReducer(),
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        // redux-persist's own actions carry functions (RTK's guide to redux-persist).
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
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
