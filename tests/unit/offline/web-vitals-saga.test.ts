import { channel, type Channel } from 'redux-saga';
import { fork, put, takeEvery } from 'redux-saga/effects';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { combineReducers } from '@reduxjs/toolkit';
import { analyticsSaga } from '../../../sagas/analytics';
import { webVitalsChannel, webVitalsSaga } from '../../../sagas/web-vitals';
import { sendAnalyticsEvents } from '../../../src/api/analytics';
import { deleteCookie } from '../../../src/api/cookies';
import type { VitalFigure } from '../../../src/domain/web-vitals';
import { consentActions, consentSlice } from '../../../src/state/consent';
import { navigationActions, navigationSlice } from '../../../src/state/navigation';
import { orderSlice } from '../../../src/state/order';

const reducer = combineReducers({ consent: consentSlice.reducer, navigation: navigationSlice.reducer, order: orderSlice.reducer });
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

const measured = (figure: VitalFigure) => ({ type: 'measurement', ...figure, path: '/warenkorb', ts: NOW });
const pageView = { type: 'page_view', path: '/warenkorb', ts: NOW };

describe('web-vitals figures go to the first-party analytics only with consent (spec §9, §4)', () => {
  afterEach(() => deleteCookie('cookie_consent_status'));

  it('waits with the figures until "Alle akzeptieren", then sends them with the page views, and later ones at once', async () => {
    const figures = channel<VitalFigure>();
    const { storeState } = await run(figures)
      .dispatch(reported(LCP))
      .delay(5)
      .dispatch(consentActions.chosen('all'))
      .delay(5)
      .dispatch(reported(CLS))
      .not.call(sendAnalyticsEvents, [measured(LCP)])
      .call(sendAnalyticsEvents, [pageView, measured(LCP)])
      .call(sendAnalyticsEvents, [measured(CLS)])
      .silentRun(50);
    expect(storeState.consent.queued).toEqual([]);
  });

  it('never sends a figure after "Nur notwendige"', async () => {
    const figures = channel<VitalFigure>();
    const { storeState } = await run(figures)
      .dispatch(reported(LCP))
      .delay(5)
      .dispatch(consentActions.chosen('necessary'))
      .delay(5)
      .dispatch(reported(CLS))
      .not.call.fn(sendAnalyticsEvents)
      .silentRun(50);
    expect(storeState.consent).toEqual({ status: 'necessary', queued: [] });
  });
});
