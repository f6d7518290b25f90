import { combineSlices, type Reducer } from '@reduxjs/toolkit';
import { sessionSlice } from './session';
import { navigationSlice } from './navigation';
import { notificationsSlice } from './notifications';
import { uiSlice } from './ui';
import { cartSlice } from './cart';
import { availabilitySlice } from './availability';
import { formSlice } from './form';
import { orderSlice } from './order';
import type { DeclarationsState } from './declarations';
import { catalogueSlice } from './catalogue';
import { outboxSlice } from './outbox';
import { connectivitySlice } from './connectivity';
import { consentSlice } from './consent';
import type { IconsState } from './icons';
import { appSlice } from './app';

/**
 * The slices in the root from the start. The persisted ones (cart, availability, form, order,
 * outbox) must be among them: redux-persist restores only what is there when it starts.
 */
export const sliceReducers = {
  session: sessionSlice.reducer,
  navigation: navigationSlice.reducer,
  notifications: notificationsSlice.reducer,
  ui: uiSlice.reducer,
  catalogue: catalogueSlice.reducer,
  cart: cartSlice.reducer,
  availability: availabilitySlice.reducer,
  form: formSlice.reducer,
  order: orderSlice.reducer,
  outbox: outboxSlice.reducer,
  connectivity: connectivitySlice.reducer,
  consent: consentSlice.reducer,
  app: appSlice.reducer,
};

/** Injected by their feature modules (src/app/features.ts); their selectors read the initial state until then. */
export interface LazyLoadedSlices {
  declarations: DeclarationsState;
  icons: IconsState;
}

/**
 * Redux Toolkit's `combineSlices` root: the reducer of the store in the browser (with the persisted
 * slices wrapped, src/app/session-persistence.ts), on the server and of an event log's replay.
 */
export function createRootReducer(
  reducers: { [K in keyof typeof sliceReducers]: Reducer<ReturnType<(typeof sliceReducers)[K]>> } = sliceReducers,
) {
  return combineSlices(reducers).withLazyLoadedSlices<LazyLoadedSlices>();
}

export type RootReducer = ReturnType<typeof createRootReducer>;
