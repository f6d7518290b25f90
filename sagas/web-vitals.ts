import { eventChannel, type EventChannel } from 'redux-saga';
import { call, take } from 'redux-saga/effects';
import { reportWebVitals } from '../src/api/web-vitals';
import type { VitalFigure } from '../src/domain/web-vitals';
import { recordMeasurement } from './analytics';

/** The figures web-vitals reports, as they come (LCP on the first input, INP and CLS when the page is hidden). */
export const webVitalsChannel = (): EventChannel<VitalFigure> =>
  eventChannel((emit) => {
    void reportWebVitals(emit);
    return () => undefined;
  });

/** Spec §9 / README "Measurements": real shoppers' LCP, INP and CLS go to the first-party analytics, with consent. */
export function* webVitalsSaga(): Generator {
  const channel = (yield call(webVitalsChannel)) as EventChannel<VitalFigure>;
  while (true) {
    const figure = (yield take(channel)) as VitalFigure;
    yield call(recordMeasurement, figure);
  }
}
