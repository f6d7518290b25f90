import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { combineReducers } from '@reduxjs/toolkit';
import { connectivitySaga } from '../../../sagas/connectivity';
import { pingServer } from '../../../src/api/health';
import { connectivityActions, connectivitySlice } from '../../../src/state/connectivity';
import { ran } from '../../support/saga-run';

const reducer = combineReducers({ connectivity: connectivitySlice.reducer });
const fireSoon = (...types: ('online' | 'offline')[]) =>
  types.forEach((type, index) => setTimeout(() => window.dispatchEvent(new Event(type)), 10 * (index + 1)));

const serverAnswers = { ok: true, data: { status: 'ok' } };
const noAnswer = { ok: false, error: { status: 0, type: 'NetworkError', message: 'Keine Verbindung zum Server.' } };

describe('connectivity (ARCHITECTURE.md "The outbox")', () => {
  it('believes "offline" at once', async () => {
    fireSoon('offline');
    const { storeState } = await ran(
      expectSaga(connectivitySaga).withReducer(reducer).put(connectivityActions.wentOffline()).silentRun(60),
      reducer,
    );
    expect(storeState.connectivity.online).toBe(false);
  });

  it('stays offline on "online" while the server does not answer', async () => {
    fireSoon('offline', 'online');
    const { storeState } = await ran(
      expectSaga(connectivitySaga)
        .withReducer(reducer)
        .provide([[matchers.call.fn(pingServer), noAnswer]])
        .not.put(connectivityActions.onlineConfirmed())
        .silentRun(80),
      reducer,
    );
    expect(storeState.connectivity.online).toBe(false);
  });

  it('is online again once the server answered', async () => {
    fireSoon('offline', 'online');
    const { storeState } = await ran(
      expectSaga(connectivitySaga)
        .withReducer(reducer)
        .provide([[matchers.call.fn(pingServer), serverAnswers]])
        .put(connectivityActions.onlineConfirmed())
        .silentRun(80),
      reducer,
    );
    expect(storeState.connectivity.online).toBe(true);
  });
});
