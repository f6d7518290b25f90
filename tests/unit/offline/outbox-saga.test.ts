import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import type { Task } from 'redux-saga';
import { cancel, fork } from 'redux-saga/effects';
import { combineReducers } from '@reduxjs/toolkit';
import { attempt, outboxSaga, viaOutbox } from '../../../sagas/outbox';
import { sendOutboxEntry } from '../../../src/api/outbox';
import { http } from '../../../src/api/http';
import { outboxActions, outboxSlice, type OutboxEntry } from '../../../src/state/outbox';
import { connectivityActions, connectivitySlice } from '../../../src/state/connectivity';
import { sessionActions, sessionSlice } from '../../../src/state/session';
import { sessionSaga } from '../../../sagas/session-start';
import { createSession } from '../../../src/api/auth';
import { readSessionToken, writeSessionCookies } from '../../../src/api/cookies';
import { notificationsSlice } from '../../../src/state/notifications';
import { uiSlice } from '../../../src/state/ui';
import { fakeSessionServer, answerEach } from '../../support/saga-providers';
import { ORDER_SESSION_LOST } from '../../../src/domain/order-flow';
import { ran } from '../../support/saga-run';

const reducer = combineReducers({ outbox: outboxSlice.reducer, connectivity: connectivitySlice.reducer });
type State = ReturnType<typeof reducer>;
const sessionReducer = combineReducers({
  outbox: outboxSlice.reducer,
  connectivity: connectivitySlice.reducer,
  session: sessionSlice.reducer,
  notifications: notificationsSlice.reducer,
  ui: uiSlice.reducer,
});

const input = (key: string, group = 'temp-1') => ({
  kind: 'order-save',
  group,
  request: {
    method: 'POST' as const,
    url: `/mobile/order/${group}/save/PAYMENT`,
    body: { payment: { iban: 'DE02120300000000202051' } },
  },
  idempotencyKey: key,
});

function withEntries(...keys: string[]): State {
  return keys.reduce(
    (state, key) => reducer(state, outboxActions.enqueued(input(key))),
    reducer(undefined, { type: 'init' }),
  );
}

const entry = (state: State, index = 0) => state.outbox.entries[index];
const ok = { ok: true, data: { saved: true } };
const failure = (status: number) => ({ ok: false, error: { status, type: `Http${status}`, message: 'nein' } });
const NOW = 1_000_000;

describe('sending an outbox entry', () => {
  it('carries the entry id as Idempotency-Key', async () => {
    const spy = jest.spyOn(http, 'request').mockResolvedValue({ data: { saved: true } });
    const state = withEntries('key-1');
    await expect(sendOutboxEntry(entry(state))).resolves.toEqual(ok);
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        url: '/mobile/order/temp-1/save/PAYMENT',
        headers: { 'Idempotency-Key': 'key-1' },
      }),
    );
    spy.mockRestore();
  });
});

describe('outbox consumer', () => {
  it('sends the entry with its Idempotency-Key and hands the answer to the saga that queued it', async () => {
    const { returnValue, storeState } = await ran(
      expectSaga(function* () {
        yield fork(outboxSaga);
        return yield* viaOutbox<{ saved: boolean }>(input('key-1'));
      })
        .withReducer(reducer)
        .provide([[matchers.call.fn(sendOutboxEntry), ok]])
        .call.like({ fn: sendOutboxEntry })
        .run({ silenceTimeout: true, timeout: 200 }),
      reducer,
    );
    expect(returnValue).toEqual(ok);
    expect(storeState.outbox.entries).toEqual([]);
  });

  it('keeps the entry after a network error or 5xx and schedules the next attempt with backoff', async () => {
    for (const status of [0, 502]) {
      const state = withEntries('key-1');
      const { storeState } = await ran(
        expectSaga(attempt, entry(state))
          .withReducer(reducer, state)
          .provide([
            [matchers.call.fn(sendOutboxEntry), failure(status)],
            [matchers.call.fn(Date.now), NOW],
          ])
          .run(),
        reducer,
      );
      expect(storeState.outbox.entries).toEqual([
        expect.objectContaining({ id: 'key-1', attempts: 1, status: 'pending', nextAttemptAt: NOW + 1_000 }),
      ]);
    }
  });

  it('rolls a 4xx back: the waiting saga gets the typed error, later writes of the order go too', async () => {
    const state = withEntries('key-1', 'key-2');
    const { storeState } = await ran(
      expectSaga(attempt, entry(state))
        .withReducer(reducer, state)
        .provide([[matchers.call.fn(sendOutboxEntry), failure(422)]])
        .put(
          outboxActions.entryFailed({
            id: 'key-1',
            kind: 'order-save',
            group: 'temp-1',
            error: { status: 422, type: 'Http422', message: 'nein' },
            dropped: ['key-2'],
          }),
        )
        .not.put(sessionActions.expired())
        .run(),
      reducer,
    );
    expect(storeState.outbox.entries).toEqual([]);
  });

  it('starts the session-expiry flow on 403 and drops the expired session’s writes', async () => {
    const state = withEntries('key-1', 'key-2');
    const { storeState } = await ran(
      expectSaga(attempt, entry(state))
        .withReducer(reducer, state)
        .provide([[matchers.call.fn(sendOutboxEntry), failure(403)]])
        .put(sessionActions.expired())
        .run(),
      reducer,
    );
    expect(storeState.outbox.entries).toEqual([]);
  });

  /** Queues one write under a token the server does not know; `send` answers each attempt. */
  async function sendWithUnknownToken(send: () => unknown, kind = 'order-initiate') {
    writeSessionCookies('unbekannt', NOW + 10 * 60 * 60 * 1000);
    const server = fakeSessionServer(createSession);
    // Both listen forever: they end with the write, or expectSaga would wait for its time-out (and warn).
    const run = await ran(
      expectSaga(function* () {
        const listeners = [(yield fork(sessionSaga)) as Task, (yield fork(outboxSaga)) as Task];
        const answer = yield* viaOutbox<{ saved: boolean }>({ ...input('key-1'), kind });
        yield cancel(listeners);
        return answer;
      })
        .withReducer(sessionReducer)
        .provide(server.provider((effect) => (effect.fn === sendOutboxEntry ? send() : undefined)))
        .run(5_000),
      sessionReducer,
    );
    return { ...run, created: server.created() };
  }

  it('renews a session the server does not know (401) once and sends an initiate-order again with the new token', async () => {
    const tokens: (string | undefined)[] = [];
    const { returnValue, storeState, created } = await sendWithUnknownToken(() => {
      tokens.push(readSessionToken());
      return readSessionToken() === 'neu-1' ? ok : failure(401);
    });
    expect(returnValue).toEqual(ok);
    expect(tokens).toEqual(['unbekannt', 'neu-1']);
    expect(created).toBe(1);
    expect(storeState.outbox.entries).toEqual([]);
  });

  it('rolls the write back when the new session is refused too: one renewal, no loop', async () => {
    const sent = jest.fn(() => failure(401));
    const { returnValue, created } = await sendWithUnknownToken(sent);
    expect(returnValue).toEqual(failure(401));
    expect(sent).toHaveBeenCalledTimes(2);
    expect(created).toBe(1);
  });

  it('never sends a write of a temp order with a new token: one new session, the write and its order dropped', async () => {
    const tokens: (string | undefined)[] = [];
    const { returnValue, storeState, created } = await sendWithUnknownToken(() => {
      tokens.push(readSessionToken());
      return failure(401);
    }, 'order-save');
    expect(returnValue).toEqual({ ok: false, error: ORDER_SESSION_LOST });
    expect(tokens).toEqual(['unbekannt']);
    expect(created).toBe(1);
    expect(readSessionToken()).toBe('neu-1');
    expect(storeState.outbox.entries).toEqual([]);
  });

  it('sends nothing while offline, and the queued write once the connection is confirmed', async () => {
    const offline = reducer(withEntries('key-1'), connectivityActions.wentOffline());
    const result = await ran(
      expectSaga(outboxSaga)
        .withReducer(reducer, offline)
        .provide([[matchers.call.fn(sendOutboxEntry), ok]])
        .not.call.fn(sendOutboxEntry)
        .run({ silenceTimeout: true, timeout: 100 }),
      reducer,
    );
    expect(result.storeState.outbox.entries).toHaveLength(1);

    const { storeState } = await ran(
      expectSaga(outboxSaga)
        .withReducer(reducer, offline)
        .provide([[matchers.call.fn(sendOutboxEntry), ok]])
        .dispatch(connectivityActions.onlineConfirmed())
        .call.fn(sendOutboxEntry)
        .run({ silenceTimeout: true, timeout: 100 }),
      reducer,
    );
    expect(storeState.outbox.entries).toEqual([]);
  });

  it('sends entries one after the other, in the order they were queued', async () => {
    const sent: string[] = [];
    await expectSaga(outboxSaga)
      .withReducer(reducer, withEntries('first', 'second', 'third'))
      .provide([
        [
          matchers.call.fn(sendOutboxEntry),
          answerEach((effect: { args: [OutboxEntry] }) => (sent.push(effect.args[0].id), ok)),
        ],
      ])
      .run({ silenceTimeout: true, timeout: 100 });
    expect(sent).toEqual(['first', 'second', 'third']);
  });
});
