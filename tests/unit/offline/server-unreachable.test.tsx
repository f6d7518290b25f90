import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { Task } from 'redux-saga';
import { cancel, fork } from 'redux-saga/effects';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { outboxSaga, retryWhenOnline, viaOutbox } from '../../../sagas/outbox';
import { probeUntilServerAnswers, serverProbeSaga } from '../../../sagas/connectivity';
import { sendOutboxEntry } from '../../../src/api/outbox';
import { pingServer } from '../../../src/api/health';
import { outboxActions, outboxSlice } from '../../../src/state/outbox';
import { connectivityActions, connectivitySlice } from '../../../src/state/connectivity';
import {
  SERVER_UNREACHABLE_MESSAGE,
  ServerUnreachableStatus,
} from '../../../src/features/offline/ServerUnreachableStatus';
import { skipDelays, answerEach } from '../../support/saga-providers';
import { ran } from '../../support/saga-run';

const reducer = combineReducers({ outbox: outboxSlice.reducer, connectivity: connectivitySlice.reducer });
const submit = {
  kind: 'order-submit',
  group: 'temp-1',
  request: { method: 'POST' as const, url: '/mobile/order/temp-1/submit' },
  idempotencyKey: 'key-1',
};
const noAnswer = { ok: false, error: { status: 0, type: 'NetworkError', message: 'Keine Verbindung zum Server.' } };
const answered = { ok: true, data: { order_id: 'MA-20260101-123456' } };
const healthy = { ok: true, data: { status: 'ok' } };

/** A server that is down for the first `downFor` requests of each kind, then answers. */
function flakyServer(downFor: { writes: number; probes: number }) {
  const sent = { writes: 0, probes: 0 };
  return {
    sent,
    write: answerEach(() => (++sent.writes <= downFor.writes ? noAnswer : answered)),
    probe: answerEach(() => (++sent.probes <= downFor.probes ? noAnswer : healthy)),
  };
}

describe('an unreachable server while the browser is online', () => {
  it('counts the attempts, probes /api/health instead of sending the write again, and sends it once when the server answers', async () => {
    const server = flakyServer({ writes: 1, probes: 2 });
    // The listeners run forever: they end with the write, or expectSaga would wait for its time-out (and warn).
    const { storeState, returnValue } = await ran(
      expectSaga(function* () {
        const listeners = [
          (yield fork(outboxSaga)) as Task,
          (yield fork(retryWhenOnline)) as Task,
          (yield fork(serverProbeSaga)) as Task,
        ];
        const answer = yield* viaOutbox(submit);
        yield cancel(listeners);
        return answer;
      })
        .withReducer(reducer)
        .provide([
          [matchers.call.fn(sendOutboxEntry), server.write],
          [matchers.call.fn(pingServer), server.probe],
          skipDelays,
        ])
        .put(connectivityActions.serverAttemptFailed())
        .put(connectivityActions.serverAnswered())
        .run(5_000),
      reducer,
    );
    expect(returnValue).toEqual(answered);
    expect(server.sent).toEqual({ writes: 2, probes: 3 });
    expect(storeState.outbox.entries).toEqual([]);
    expect(storeState.connectivity.failedServerAttempts).toBe(0);
  });

  it('stops probing when nothing waits any more', async () => {
    const state = reducer(
      reducer(undefined, outboxActions.enqueued(submit)),
      connectivityActions.serverAttemptFailed(),
    );
    await expectSaga(probeUntilServerAnswers)
      .withReducer(reducer, reducer(state, outboxActions.cleared()))
      .provide([[matchers.call.fn(pingServer), healthy], skipDelays])
      .not.call.fn(pingServer)
      .run();
  });
});

describe('the status the shopper sees', () => {
  const storeWith = (...actions: Parameters<typeof reducer>[1][]) =>
    configureStore({ reducer, preloadedState: actions.reduce(reducer, reducer(undefined, { type: 'init' })) });

  it('says the connection is interrupted, counts the attempts and offers to try again now', () => {
    const store = storeWith(
      outboxActions.enqueued(submit),
      connectivityActions.serverAttemptFailed(),
      connectivityActions.serverAttemptFailed(),
    );
    const dispatched: string[] = [];
    const original = store.dispatch;
    store.dispatch = ((action: { type: string }) => (
      dispatched.push(action.type),
      original(action)
    )) as typeof store.dispatch;
    render(
      <Provider store={store}>
        <ServerUnreachableStatus />
      </Provider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(SERVER_UNREACHABLE_MESSAGE);
    expect(status).toHaveTextContent('2 Versuche bisher.');
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt erneut versuchen' }));
    expect(dispatched).toEqual([outboxActions.retryDue.type]);
  });

  it('keeps an empty live region while the server answers or nothing waits', () => {
    for (const store of [
      storeWith(outboxActions.enqueued(submit)),
      storeWith(connectivityActions.serverAttemptFailed()),
    ]) {
      const { unmount } = render(
        <Provider store={store}>
          <ServerUnreachableStatus />
        </Provider>,
      );
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(screen.queryByRole('button')).toBeNull();
      unmount();
    }
  });
});
