import { eventChannel, type EventChannel } from 'redux-saga';
import { call, select, take } from 'typed-redux-saga';
import { reportWebVitals } from '../src/api/web-vitals';
import type { VitalFigure } from '../src/domain/web-vitals';
import { consentActions, selectConsentStatus } from '../src/state/consent';
import { recordMeasurement } from './analytics';

/** The figures web-vitals reports, as they come (LCP on the first input, INP and CLS when the page is hidden). */
export const webVitalsChannel = (): EventChannel<VitalFigure> =>
  eventChannel((emit) => {
    void reportWebVitals(emit);
    return () => undefined;
  });

/** Until the shopper accepted the analytics ('Alle akzeptieren', now or on an earlier visit). */
function* untilAnalyticsAccepted(): Generator {
  while ((yield* select(selectConsentStatus)) !== 'all') {
    yield* take([consentActions.chosen.type, consentActions.restored.type]);
  }
}

/**
 * Spec §9 / README "Measurements": real shoppers' LCP, INP and CLS go to the first-party analytics,
 * with consent. Nothing is measured before: web-vitals loads once the shopper accepted (
 * no script a first visit does not need). The browser keeps the page's LCP and layout shifts, so
 * the page the shopper accepted on is still measured; its LCP is reported at the next input.
 */
export function* webVitalsSaga(): Generator {
  yield* call(untilAnalyticsAccepted);
  const channel = yield* call(webVitalsChannel);
  while (true) {
    const figure = yield* take<VitalFigure>(channel);
    yield* call(recordMeasurement, figure);
  }
}
