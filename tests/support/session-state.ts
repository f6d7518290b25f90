import { combineReducers } from '@reduxjs/toolkit';
import { sessionSlice } from '../../src/state/session';
import { notificationsSlice } from '../../src/state/notifications';
import { uiSlice } from '../../src/state/ui';
import { availabilitySlice } from '../../src/state/availability';
import { navigationSlice } from '../../src/state/navigation';
import { appSlice } from '../../src/state/app';
import { orderSlice } from '../../src/state/order';

/** The slices the session sagas touch (loading flag, notices, page error, availability reset, where the shopper is, whether the page is interactive, the order an expired session loses). */
export const sessionTestReducer = combineReducers({
  session: sessionSlice.reducer,
  notifications: notificationsSlice.reducer,
  ui: uiSlice.reducer,
  availability: availabilitySlice.reducer,
  navigation: navigationSlice.reducer,
  app: appSlice.reducer,
  order: orderSlice.reducer,
});
