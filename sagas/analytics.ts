import { call, put, select, takeEvery } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { pageView, parseConsentStatus, type ConsentStatus, type PageViewEvent } from '../src/domain/analytics';
import { trackingIdFrom } from '../src/domain/tracking-id';
import { sendPageViews } from '../src/api/analytics';
import { CONSENT_COOKIE, readCookie, writeCookie } from '../src/api/cookies';
import { consentActions, type ConsentState } from '../src/state/consent';
import { navigationActions, type Location, type NavigationState } from '../src/state/navigation';
import type { OrderState } from '../src/state/order';

/** The choice is asked again after a year. */
export const CONSENT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

type State = { consent: ConsentState; navigation: NavigationState; order: OrderState };

/** Spec §4 "Analytics": sent with consent, queued while it is unknown, dropped without it. */
export function* recordPageView(location: Location): Generator {
  const state = (yield select((s: State) => s)) as State;
  if (state.consent.status === 'necessary') return;
  const trackingId = trackingIdFrom(location.search) ?? state.order.trackingId;
  const event = pageView(location.pathname, (yield call(Date.now)) as number, trackingId);
  if (state.consent.status === 'all') yield call(sendPageViews, [event]);
  else yield put(consentActions.pageViewQueued(event));
}

function* onRouteChanged(action: PayloadAction<Location>): Generator {
  yield call(recordPageView, action.payload);
}

/** The banner's choice: remembered in `cookie_consent_status`; the queue is flushed or dropped. */
export function* consentChosen(action: PayloadAction<ConsentStatus>): Generator {
  yield call(writeCookie, CONSENT_COOKIE, action.payload, CONSENT_LIFETIME_MS);
  const queued = (yield select((s: State) => s.consent.queued)) as PageViewEvent[];
  yield put(consentActions.queueFlushed());
  if (action.payload === 'all' && queued.length > 0) yield call(sendPageViews, queued);
}

export function* analyticsSaga(): Generator {
  const saved = parseConsentStatus((yield call(readCookie, CONSENT_COOKIE)) as string | undefined);
  if (saved) yield put(consentActions.restored(saved));
  // The first route change may have come before the sagas started (they wait for rehydration).
  const current = (yield select((s: State) => s.navigation.current)) as Location | null;
  if (current) yield call(recordPageView, current);
  yield takeEvery(navigationActions.routeChanged.type, onRouteChanged);
  yield takeEvery(consentActions.chosen.type, consentChosen);
}
