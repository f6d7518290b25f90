import type { SagaIterator } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { call, fork, join, put, select, take, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import { needsSessionCheck } from '../src/domain/session-token';
import { sessionActions } from '../src/state/session';
import { navigationActions, type Location } from '../src/state/navigation';
import { appReady, selectAppReady } from '../src/state/app';
import { loadChunk } from '../src/api/chunk-retry';
import { sessionUnreachable } from './session-unreachable';

type SessionWork = typeof import('./session');

/** The session's code through the shop's loader (its retries). */
export const loadSessionWork = (): Promise<SessionWork> => loadChunk(() => import('./session'));

/**
 * The session's work (sagas/session.ts) with its first use: once the page is interactive, like the
 * HTTP client it needs, so that neither comes with the page's first load. Its code not coming even
 * after the retries (offline before it was cached) is a session the shop cannot reach; null then.
 */
function* sessionWork(): SagaIterator<SessionWork | null> {
  try {
    return yield* call(loadSessionWork);
  } catch {
    yield* call(sessionUnreachable);
    return null;
  }
}

/**
 * Until the page is interactive: the session request brings the HTTP client, which neither the
 * first paint nor the first tap needs. Read from state first, so that a saga started (or restarted)
 * after the signal does not wait for an action that has passed.
 */
function* pageInteractive(): Generator {
  if (!(yield* select(selectAppReady))) yield* take(appReady.type);
}

/** Makes sure a usable session exists: on arrival, and with the shopper's 'Erneut versuchen' after the request went unanswered. */
function* openSession(): Generator {
  const work = yield* call(sessionWork);
  if (work) yield* call(work.ensureSession);
}

/** Spec §9: the pages that need a session open it on arrival, once the page is interactive. */
function* checkOnRouteChange(action: PayloadAction<Location>): Generator {
  if (!needsSessionCheck(action.payload.pathname)) return;
  yield* call(pageInteractive);
  yield* call(openSession);
}

/** A 401 on a product call: one renewal for concurrent ones (takeLeading); no renewal without the session's code. */
function* renewSession(action: PayloadAction<string | undefined>): Generator {
  const work = yield* call(sessionWork);
  if (work) yield* call(work.renewSession, action);
  else yield* put(sessionActions.renewalFinished(false));
}

/** Spec §8 "403 on any order or availability call". */
function* sessionExpired(): Generator {
  const work = yield* call(sessionWork);
  if (work) yield* call(work.sessionExpired);
}

/** Asks for a new session in place of `rejected` and waits until one exists; false when none could be made. */
export function* renewRejectedSession(rejected: string | undefined): SagaIterator<boolean> {
  // Listen first: the answer may come before this saga runs again.
  const answer = yield* fork(function* () {
    return yield* take<PayloadAction<boolean>>(sessionActions.renewalFinished.type);
  });
  yield* put(sessionActions.tokenRejected(rejected));
  return (yield* join(answer)).payload;
}

/** The session's intents, listened for from the start; their work loads on first use. */
export function* sessionSaga(): Generator {
  yield* takeLatest(navigationActions.routeChanged.type, checkOnRouteChange);
  yield* takeEvery(sessionActions.expired.type, sessionExpired);
  yield* takeLeading(sessionActions.tokenRejected.type, renewSession);
  yield* takeLeading(sessionActions.retryRequested.type, openSession);
}
