import { combineReducers, type Reducer } from '@reduxjs/toolkit';
import { createMigrate, persistReducer, type MigrationManifest, type PersistConfig } from 'redux-persist';
import type { Storage } from 'redux-persist';
import { sessionSlice } from './session';
import { navigationSlice } from './navigation';
import { notificationsSlice } from './notifications';
import { uiSlice } from './ui';
import { cartSlice } from './cart';
import { availabilitySlice } from './availability';
import { formSlice } from './form';
import { orderSlice } from './order';
import { declarationsSlice } from './declarations';
import { catalogueSlice } from './catalogue';
import { outboxSlice } from './outbox';
import { connectivitySlice } from './connectivity';
import { consentSlice } from './consent';
import { iconsSlice } from './icons';

/** Bump with a migration whenever a persisted slice changes shape. */
export const PERSIST_VERSION = 1;
const migrations: MigrationManifest = {
  1: (state) => state,
};

/** Spec §3: sessionStorage keys are exactly `form`, `availability`, `order` (plus `cart`). */
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

export function createRootReducer(storage: Storage) {
  return combineReducers({
    session: sessionSlice.reducer,
    navigation: navigationSlice.reducer,
    notifications: notificationsSlice.reducer,
    ui: uiSlice.reducer,
    catalogue: catalogueSlice.reducer,
    cart: persisted('cart', cartSlice.reducer, storage),
    availability: persisted('availability', availabilitySlice.reducer, storage),
    form: persisted('form', formSlice.reducer, storage),
    order: persisted('order', orderSlice.reducer, storage),
    declarations: declarationsSlice.reducer,
    outbox: persisted('outbox', outboxSlice.reducer, storage),
    connectivity: connectivitySlice.reducer,
    consent: consentSlice.reducer,
    icons: iconsSlice.reducer,
  });
}

