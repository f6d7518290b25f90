import { call, put, select, takeEvery } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  CONSENT_COOKIE,
  pageView,
  parseConsentStatus,
  type AnalyticsEvent,
  type ConsentStatus,
} from '../src/domain/analytics';
import { measurement, type VitalFigure } from '../src/domain/web-vitals';
import { trackingIdFrom } from '../src/domain/tracking-id';
import { sendAnalyticsEvents } from '../src/api/analytics';
import { readCookie, writeCookie } from '../src/api/cookies';
import { consentActions, selectConsentStatus, selectQueuedEvents } from '../src/state/consent';
import { navigationActions, selectCurrentLocation, type Location } from '../src/state/navigation';
import { selectTrackingId } from '../src/state/order';
import { callApi, PUBLIC_ONCE } from './api-call';

/** The choice is asked again after a year. */
export const CONSENT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

/** Spec §4 "Analytics": sent with consent, queued while it is unknown, dropped without it. */
function* recordEvent(event: AnalyticsEvent): Generator {
  const status = yield* select(selectConsentStatus);
  if (status === 'all') yield* call(callApi, PUBLIC_ONCE, sendAnalyticsEvents, [event]);
  else if (status === null) yield* put(consentActions.eventQueued(event));
}

export function* recordPageView(location: Location): Generator {
  if ((yield* select(selectConsentStatus)) === 'necessary') return;
  const trackingId = trackingIdFrom(location.search) ?? (yield* select(selectTrackingId));
  yield* call(recordEvent, pageView(location.pathname, yield* call(Date.now), trackingId));
}

/** A web-vitals figure (LCP, INP, CLS) of the page the shopper is on, under the same consent. */
export function* recordMeasurement(figure: VitalFigure): Generator {
  const current = yield* select(selectCurrentLocation);
  if (!current) return;
  yield* call(recordEvent, measurement(figure, current.pathname, yield* call(Date.now)));
}

function* onRouteChanged(action: PayloadAction<Location>): Generator {
  yield* call(recordPageView, action.payload);
}

/** The banner's choice: remembered in `cookie_consent_status`; the queue is flushed or dropped. */
export function* consentChosen(action: PayloadAction<ConsentStatus>): Generator {
  yield* call(writeCookie, CONSENT_COOKIE, action.payload, CONSENT_LIFETIME_MS);
  const queued = yield* select(selectQueuedEvents);
  yield* put(consentActions.queueFlushed());
  if (action.payload === 'all' && queued.length > 0) yield* call(callApi, PUBLIC_ONCE, sendAnalyticsEvents, queued);
}

export function* analyticsSaga(): Generator {
  const saved = parseConsentStatus(yield* call(readCookie, CONSENT_COOKIE));
  if (saved) yield* put(consentActions.restored(saved));
  // The first route change may have come before the sagas started (they wait for rehydration).
  const current = yield* select(selectCurrentLocation);
  if (current) yield* call(recordPageView, current);
  yield* takeEvery(navigationActions.routeChanged.type, onRouteChanged);
  yield* takeEvery(consentActions.chosen.type, consentChosen);
}
