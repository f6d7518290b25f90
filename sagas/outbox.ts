import type { SagaIterator } from 'redux-saga';
import { delay, take as takeEffect } from 'redux-saga/effects';
import { call, fork, join, put, race, select, take } from 'typed-redux-saga';
import type { Action } from '@reduxjs/toolkit';
import type { ApiResult } from '../src/domain/api-error';
import { nextAttemptAt, verdictFor, type OutboxInput } from '../src/domain/outbox-policy';
import { sendOutboxEntry } from '../src/api/outbox';
import { ORDER_WRITE } from '../src/domain/order-writes';
import { ORDER_SESSION_LOST } from '../src/domain/order-flow';
import { connectivityActions, selectOnline, selectServerUnreachable } from '../src/state/connectivity';
import {
  laterInGroup,
  outboxActions,
  selectOutboxEntries,
  selectOutboxHead,
  type OutboxEntry,
  type OutboxResult,
} from '../src/state/outbox';
import { readSessionToken } from '../src/api/cookies';
import { sessionActions } from '../src/state/session';
import { renewRejectedSession } from './session-start';

/** Sends one entry and turns the answer into the outbox's verdict (src/domain/outbox-policy.ts). */
export function* attempt(entry: OutboxEntry): Generator {
  yield* put(outboxActions.attemptStarted(entry.id));
  const token = yield* call(readSessionToken);
  const result = yield* call(sendOutboxEntry, entry);
  const verdict = verdictFor(result.ok ? null : result.error.status, entry.attempts + 1);
  yield* call(noteServerReachability, result);
  const meta: OutboxResult = { id: entry.id, kind: entry.kind, group: entry.group };
  if (result.ok) {
    yield* put(outboxActions.entrySucceeded({ ...meta, data: result.data }));
  } else if (verdict === 'retry') {
    yield* put(
      outboxActions.attemptFailed({
        id: entry.id,
        nextAttemptAt: nextAttemptAt(yield* call(Date.now), entry.attempts + 1),
      }),
    );
  } else if (verdict === 'session-unknown' && entry.kind !== ORDER_WRITE.initiate) {
    // The temp order belongs to the session the server refused: never send its writes with a new
    // token. One new session, and the order flow starts a new order (sagas/order/restart.ts).
    yield* call(renewRejectedSession, token);
    const dropped = (yield* select(selectOutboxEntries))
      .filter((e) => e.id !== entry.id && e.kind !== ORDER_WRITE.initiate)
      .map((e) => e.id);
    yield* put(outboxActions.entryFailed({ ...meta, error: ORDER_SESSION_LOST, dropped }));
  } else if (verdict === 'session-unknown' && !entry.sessionRenewed && (yield* call(renewRejectedSession, token))) {
    yield* put(outboxActions.sessionRenewed(entry.id));
  } else if (verdict === 'session-expired') {
    // Every write still waiting belongs to the expired session.
    const dropped = (yield* select(selectOutboxEntries)).map((e) => e.id).filter((id) => id !== entry.id);
    yield* put(outboxActions.entryFailed({ ...meta, error: result.error, dropped }));
    yield* put(sessionActions.expired());
  } else {
    const dropped = laterInGroup(yield* select(selectOutboxEntries), entry);
    yield* put(outboxActions.entryFailed({ ...meta, error: result.error, dropped }));
  }
}

/** No answer while the browser is online: the server is unreachable; any answer: it is back. */
function* noteServerReachability(result: ApiResult<unknown>): Generator {
  if (!(yield* select(selectOnline))) return;
  if (!result.ok && result.error.status === 0) yield* put(connectivityActions.serverAttemptFailed());
  else if (yield* select(selectServerUnreachable)) yield* put(connectivityActions.serverAnswered());
}

/**
 * Waits until the head entry may go: online and its backoff over (or cut short by `retryDue`).
 * While the server is unreachable, the write waits for the health probe (sagas/connectivity.ts)
 * or the shopper's 'Jetzt erneut versuchen' instead of its own backoff.
 */
function* waitUntilDue(entry: OutboxEntry): SagaIterator<boolean> {
  if (!(yield* select(selectOnline))) {
    yield* take(connectivityActions.onlineConfirmed.type);
    return false;
  }
  if (yield* select(selectServerUnreachable)) {
    const woken = yield* race({
      retry: takeEffect(outboxActions.retryDue.type),
      offline: takeEffect(connectivityActions.wentOffline.type),
    });
    return woken.retry !== undefined;
  }
  const wait = entry.nextAttemptAt - (yield* call(Date.now));
  if (wait <= 0) return true;
  yield* race({
    due: delay(wait),
    retry: takeEffect(outboxActions.retryDue.type),
    offline: takeEffect(connectivityActions.wentOffline.type),
  });
  return false;
}

/** The one serial consumer: the head entry goes first, the next only after it is settled. */
export function* outboxSaga(): Generator {
  for (;;) {
    const head = yield* select(selectOutboxHead);
    if (!head) {
      yield* take(outboxActions.enqueued.type);
    } else if (yield* call(waitUntilDue, head)) {
      yield* call(attempt, head);
    }
  }
}

/** The connection or the server is back (confirmed): what waits for its backoff goes at once. */
export function* retryWhenOnline(): Generator {
  for (;;) {
    yield* take([connectivityActions.onlineConfirmed.type, connectivityActions.serverAnswered.type]);
    yield* put(outboxActions.retryDue());
  }
}

const settles = (id: string) => (action: Action) =>
  (outboxActions.entrySucceeded.match(action) && action.payload.id === id) ||
  (outboxActions.entryFailed.match(action) && (action.payload.id === id || action.payload.dropped.includes(id)));

/**
 * The answer to one entry, as the result of the one request helper. T is the answer the write's
 * route declares (src/domain/api-answers.ts): the outbox keeps answers of every kind as unknown.
 */
export function* outboxResult<T>(id: string): SagaIterator<ApiResult<T>> {
  const action = yield* take(settles(id));
  if (outboxActions.entrySucceeded.match(action)) return { ok: true, data: action.payload.data as T };
  if (outboxActions.entryFailed.match(action) && action.payload.id === id)
    return { ok: false, error: action.payload.error };
  return {
    ok: false,
    error: { status: 409, type: 'OutboxEntryDropped', message: 'Eine vorherige Eingabe wurde abgelehnt.' },
  };
}

/** Queues a write and waits for its answer: the outbox is the one owner of the order flow's writes. */
export function* viaOutbox<T>(input: OutboxInput & { idempotencyKey: string }): SagaIterator<ApiResult<T>> {
  // Listen first: an answer may come back before this saga runs again.
  const answer = yield* fork(outboxResult<T>, input.idempotencyKey);
  yield* put(outboxActions.enqueued(input));
  return yield* join(answer);
}
