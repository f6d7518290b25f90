import { combineReducers } from '@reduxjs/toolkit';
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
import { appSlice } from './app';

/**
 * The one map of the store's slices. In the browser the slices of PERSISTED_SLICES are wrapped
 * for sessionStorage (src/app/session-persistence.ts).
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
  declarations: declarationsSlice.reducer,
  outbox: outboxSlice.reducer,
  connectivity: connectivitySlice.reducer,
  consent: consentSlice.reducer,
  icons: iconsSlice.reducer,
  app: appSlice.reducer,
};

/** The reducer of the store in the browser (before persistence), on the server and of an event log's replay. */
export function createRootReducer() {
  return combineReducers(sliceReducers);
}
