import { expectSaga, type ExpectApi } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { combineReducers } from '@reduxjs/toolkit';
import { analyticsSaga } from '../../../sagas/analytics';
import { sendAnalyticsEvents } from '../../../src/api/analytics';
import { readCookie, deleteCookie, writeCookie } from '../../../src/api/cookies';
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
const visit = (pathname: string, search = '') => navigationActions.routeChanged({ pathname, search });
const sent = { ok: true, data: {} };

/**
 * How long expectSaga lets the never-ending saga run before it checks. The dispatches are spaced by
 * 5 ms delays; the timeout starts with the run, so on a loaded machine a 50 ms bound could expire
 * between two delayed dispatches. A wide margin keeps the order of the steps what is tested.
 */
const RUN_MS = 1000;

/** The analytics saga on the test store, from `state` if given; the send is answered and the clock reads NOW. */
const analytics = (state?: ReturnType<typeof reducer>) =>
  expectSaga(analyticsSaga)
    .withReducer(reducer, state)
    .provide([
      [matchers.call.fn(sendAnalyticsEvents), sent],
      [matchers.call.fn(Date.now), NOW],
    ]);

/** Runs the set-up saga for RUN_MS and hands back what it left, the store state typed. */
const ranFor = (saga: ExpectApi) => ran(saga.silentRun(RUN_MS), reducer);

describe('page views wait for cookie consent (spec §4 "Analytics")', () => {
  afterEach(() => deleteCookie('cookie_consent_status'));

  it('queues page views until "Alle akzeptieren", then sends them all with the tracking id, and later ones at once', async () => {
    const { storeState } = await ranFor(
      analytics()
        .dispatch(visit('/', '?wt_mc=newsletter.01&pk_campaign=other'))
        .dispatch(visit('/unterwegs/tarife/mobilfunk'))
        .delay(5)
        .dispatch(consentActions.chosen('all'))
        .delay(5)
        .dispatch(visit('/warenkorb', '?trackid=direct-7'))
        .call(sendAnalyticsEvents, [
          { type: 'page_view', path: '/', ts: NOW, tracking_id: 'newsletter.01' },
          { type: 'page_view', path: '/unterwegs/tarife/mobilfunk', ts: NOW },
        ])
        .call(sendAnalyticsEvents, [{ type: 'page_view', path: '/warenkorb', ts: NOW, tracking_id: 'direct-7' }]),
    );
    expect(storeState.consent).toEqual({ status: 'all', queued: [] });
    expect(readCookie('cookie_consent_status')).toBe('all');
  });

  it('sends nothing after "Nur notwendige": the queue is dropped and later views are not counted', async () => {
    const { storeState } = await ranFor(
      analytics()
        .dispatch(visit('/'))
        .delay(5)
        .dispatch(consentActions.chosen('necessary'))
        .delay(5)
        .dispatch(visit('/zuhause'))
        .not.call.fn(sendAnalyticsEvents),
    );
    expect(storeState.consent).toEqual({ status: 'necessary', queued: [] });
    expect(readCookie('cookie_consent_status')).toBe('necessary');
  });

  it('takes the choice of an earlier visit from the cookie and does not ask again', async () => {
    writeCookie('cookie_consent_status', 'all');
    const { storeState } = await ranFor(
      analytics()
        .dispatch(visit('/zuhause'))
        .call(sendAnalyticsEvents, [{ type: 'page_view', path: '/zuhause', ts: NOW }]),
    );
    expect(storeState.consent.status).toBe('all');
  });

  it('counts the page that was open before the sagas started', async () => {
    const opened = reducer(undefined, visit('/unterwegs'));
    const { storeState } = await ranFor(analytics(opened));
    expect(storeState.consent.queued).toEqual([{ type: 'page_view', path: '/unterwegs', ts: NOW }]);
  });
});
