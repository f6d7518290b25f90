import { put, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { trackingIdFrom } from '../src/domain/tracking-id';
import { navigationActions, type Location } from '../src/state/navigation';
import { orderActions } from '../src/state/order';

/** Spec §3 "Tracking ids": remembered from any landing URL that carries one (long before the order flow's sagas load). */
export function* rememberTrackingId(action: PayloadAction<Location>): Generator {
  const trackingId = trackingIdFrom(action.payload.search);
  if (trackingId) yield* put(orderActions.trackingIdSeen(trackingId));
}

export function* trackingIdSaga(): Generator {
  yield* takeEvery(navigationActions.routeChanged.type, rememberTrackingId);
}
