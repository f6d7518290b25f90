import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistStore, type Storage } from 'redux-persist';
import { maskPersonalData } from '../domain/mask-personal-data';
import { appRehydrated } from '../state/app';
import { rootSaga } from '../../sagas';
import { createRootReducer } from '../state/root-reducer';
import type { EventLog } from './event-log';

export function createShopStore(storage: Storage, options: { devTools?: boolean; eventLog?: EventLog } = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: createRootReducer(storage),
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(options.eventLog ? [options.eventLog.middleware, sagaMiddleware] : [sagaMiddleware]),
    // Time travel in development, with personal data masked (ARCHITECTURE.md "Client state").
    devTools: options.devTools
      ? { actionSanitizer: (action) => maskPersonalData(action), stateSanitizer: (state) => maskPersonalData(state) }
      : false,
  });
  sagaMiddleware.run(rootSaga);
  const persistor = persistStore(store, null, () => store.dispatch(appRehydrated()));
  return { store, persistor };
}
