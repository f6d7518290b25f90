import { channel, type Channel } from 'redux-saga';
import { fork, put, takeEvery } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { combineReducers } from '@reduxjs/toolkit';
import { analyticsSaga } from '../../../sagas/analytics';
import { webVitalsChannel, webVitalsSaga } from '../../../sagas/web-vitals';
import { sendAnalyticsEvents } from '../../../src/api/analytics';
import { deleteCookie, writeCookie } from '../../../src/api/cookies';
import type { VitalFigure } from '../../../src/domain/web-vitals';
import { consentActions, consentSlice } from '../../../src/state/consent';
import { navigationActions, navigationSlice } from '../../../src/state/navigation';
import { orderSlice } from '../../../src/state/order';
import { ran } from '../../support/saga-run';

const reducer = combineReducers({
  consent: consentSlice.reducer,
  navigation: navigationSlice.reducer,
  order: orderSlice.reducer,
});
const NOW = Date.UTC(2026, 0, 15, 10);
const sent = { ok: true, data: {} };
const LCP: VitalFigure = { name: 'LCP', value: 3120, rating: 'needs-improvement' };
const CLS: VitalFigure = { name: 'CLS', value: 0.02, rating: 'good' };

/** web-vitals reporting a figure, as a test action: the sagas see it through the provided channel. */
const reported = (figure: VitalFigure) => ({ type: 'test/reported', payload: figure });

function* analyticsWithVitals(figures: Channel<VitalFigure>): Generator {
  yield takeEvery('test/reported', function* report({ payload }: ReturnType<typeof reported>) {
    yield put(figures, payload);
  });
  yield fork(analyticsSaga);
  yield fork(webVitalsSaga);
}

/** The shopper is on /warenkorb; web-vitals reports through `figures`. */
function run(figures: Channel<VitalFigure>) {
  return expectSaga(analyticsWithVitals, figures)
    .withReducer(reducer, reducer(undefined, navigationActions.routeChanged({ pathname: '/warenkorb', search: '' })))
    .provide([
      [matchers.call.fn(webVitalsChannel), figures],
      [matchers.call.fn(sendAnalyticsEvents), sent],
      [matchers.call.fn(Date.now), NOW],
    ]);
}

/**
 * How long expectSaga lets the never-ending sagas run before it checks. The dispatches above are
 * spaced by 5 ms delays; the timeout starts with the run, so on a loaded machine a 50 ms bound could
 * expire between two delayed dispatches. A wide margin keeps the order of the steps what is tested.
 */
const RUN_MS = 1000;

const measured = (figure: VitalFigure) => ({ type: 'measurement', ...figure, path: '/warenkorb', ts: NOW });
const pageView = { type: 'page_view', path: '/warenkorb', ts: NOW };

describe('web-vitals figures go to the first-party analytics only with consent (spec §9, §4)', () => {
  afterEach(() => deleteCookie('cookie_consent_status'));

  it('measures nothing before the choice: web-vitals loads with "Alle akzeptieren", and its figures are sent', async () => {
    const figures = channel<VitalFigure>();
    const { storeState } = await ran(
      run(figures)
        .dispatch(consentActions.chosen('all'))
        .delay(5)
        .dispatch(reported(LCP))
        .delay(5)
        .dispatch(reported(CLS))
        .call(sendAnalyticsEvents, [pageView])
        .call(sendAnalyticsEvents, [measured(LCP)])
        .call(sendAnalyticsEvents, [measured(CLS)])
        .silentRun(RUN_MS),
      reducer,
    );
    expect(storeState.consent.queued).toEqual([]);
  });

  it('does not load web-vitals while the shopper has not chosen', async () => {
    const figures = channel<VitalFigure>();
    const { storeState } = await ran(
      run(figures).not.call.fn(webVitalsChannel).not.call.fn(sendAnalyticsEvents).silentRun(RUN_MS),
      reducer,
    );
    expect(storeState.consent.queued).toEqual([pageView]);
  });

  it('never loads web-vitals nor sends a figure after "Nur notwendige"', async () => {
    const figures = channel<VitalFigure>();
    const { storeState } = await ran(
      run(figures)
        .dispatch(consentActions.chosen('necessary'))
        .delay(5)
        .dispatch(reported(LCP))
        .not.call.fn(webVitalsChannel)
        .not.call.fn(sendAnalyticsEvents)
        .silentRun(RUN_MS),
      reducer,
    );
    expect(storeState.consent).toEqual({ status: 'necessary', queued: [] });
  });

  it('measures from the start when an earlier visit accepted (the cookie)', async () => {
    writeCookie('cookie_consent_status', 'all');
    const figures = channel<VitalFigure>();
    await run(figures)
      .dispatch(reported(LCP))
      .call.fn(webVitalsChannel)
      .call(sendAnalyticsEvents, [pageView])
      .call(sendAnalyticsEvents, [measured(LCP)])
      .silentRun(RUN_MS);
  });
});
