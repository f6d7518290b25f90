import type { SagaIterator } from 'redux-saga';
import { call, fork, join, put, select, take, takeEvery, takeLatest, takeLeading } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { needsSessionCheck, sessionActionFor, SESSION_LIFETIME_MS } from '../src/domain/session-token';
import type { ApiResult } from '../src/domain/api-error';
import { createSession, refreshSession, type IssuedToken } from '../src/api/auth';
import { clearSessionCookies, readSessionCookies, readSessionToken, writeSessionCookies } from '../src/api/cookies';
import { navigateTo } from '../src/api/navigator';
import { sessionActions } from '../src/state/session';
import { navigationActions, selectCurrentLocation, type Location } from '../src/state/navigation';
import { notify } from '../src/state/notifications';
import { uiActions } from '../src/state/ui';
import { availabilityActions } from '../src/state/availability';
import { orderActions } from '../src/state/order';
import { appReady, selectAppReady } from '../src/state/app';
import { isTransient, READ_ATTEMPTS } from '../src/domain/read-retry';
import { SESSION_UNREACHABLE } from '../src/domain/session-token';
import { withRetries } from './read-retry';

const AUTH_FAILED = 'Authentifizierung fehlgeschlagen';

function* authenticationFailed(detail: string, result: ApiResult<IssuedToken>): Generator {
  yield* call(clearSessionCookies);
  const requestId = result.ok ? undefined : result.error.requestId;
  yield* put(uiActions.pageErrorRaised({ status: 401, statusMessage: AUTH_FAILED, message: 'Bitte versuchen Sie es erneut.', detail, ...(requestId ? { requestId } : {}) }));
}

function* storeToken(result: ApiResult<IssuedToken>): SagaIterator<boolean> {
  if (!result.ok || !result.data.token) return false;
  const expiresAt = result.data.expires_at ?? Date.now() + SESSION_LIFETIME_MS;
  yield* call(writeSessionCookies, result.data.token, expiresAt);
  return true;
}

/**
 * The server gave no usable answer to any try: the connection, not the token, is the trouble, so
 * no 401 page; a German notice and 'Erneut versuchen' (src/features/offline/SessionUnavailable.tsx).
 */
function* unreachable(): Generator {
  yield* put(sessionActions.unreachable());
  yield* put(notify({ type: 'error', title: SESSION_UNREACHABLE.title, message: SESSION_UNREACHABLE.message }));
}

const gaveNoAnswer = (result: ApiResult<unknown>) => !result.ok && isTransient(result.error);

function* create(): SagaIterator<boolean> {
  const result = yield* call(withRetries<IssuedToken>, READ_ATTEMPTS, createSession, []);
  if (yield* call(storeToken, result)) return true;
  if (gaveNoAnswer(result)) {
    yield* call(unreachable);
    return false;
  }
  yield* put(
    notify({
      type: 'error',
      title: AUTH_FAILED,
      message: 'Es gab einen Fehler beim Abrufen der Seite. Bitte versuchen Sie es erneut.',
    }),
  );
  yield* call(authenticationFailed, 'Token not received', result);
  return false;
}

function* refresh(): SagaIterator<boolean> {
  const result = yield* call(withRetries<IssuedToken>, READ_ATTEMPTS, refreshSession, []);
  if (yield* call(storeToken, result)) return true;
  // The token may still be good: keep it for the shopper's next try.
  if (gaveNoAnswer(result)) {
    yield* call(unreachable);
    return false;
  }
  yield* call(authenticationFailed, 'Refresh failed', result);
  return false;
}

/** Spec §4 "Session token": makes sure a usable token cookie exists; true when it does. */
export function* ensureSession(): SagaIterator<boolean> {
  const action = sessionActionFor(readSessionCookies(), Date.now());
  if (action === 'none') return true;
  yield* put(sessionActions.checkStarted());
  try {
    if (action === 'refresh') return yield* call(refresh);
    if (action === 'recreate') yield* call(clearSessionCookies);
    return yield* call(create);
  } finally {
    yield* put(sessionActions.checkFinished());
  }
}

/**
 * The server does not know the token (a 401 on a product call): clear the cookies and
 * create one new session. takeLeading makes concurrent 401s share one renewal; a 401 that arrives
 * after it, for a token already replaced, renews nothing.
 */
export function* renewSession(action: PayloadAction<string | undefined>): Generator {
  if ((yield* call(readSessionToken)) !== action.payload) {
    yield* put(sessionActions.renewalFinished(true));
    return;
  }
  yield* put(sessionActions.checkStarted());
  try {
    yield* call(clearSessionCookies);
    yield* put(sessionActions.renewalFinished(yield* call(create)));
  } finally {
    yield* put(sessionActions.checkFinished());
  }
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

/**
 * Until the page is interactive: the session request brings the HTTP client, which neither the
 * first paint nor the first tap needs. Read from state first, so that a saga started (or restarted)
 * after the signal does not wait for an action that has passed.
 */
function* pageInteractive(): Generator {
  if (!(yield* select(selectAppReady))) yield* take(appReady.type);
}

/** Spec §9: the pages that need a session open it on arrival, once the page is interactive. */
function* checkOnRouteChange(action: PayloadAction<Location>): Generator {
  if (!needsSessionCheck(action.payload.pathname)) return;
  yield* call(pageInteractive);
  yield* call(ensureSession);
}

/** The shopper's 'Erneut versuchen' after the session request went unanswered. */
function* retrySession(): Generator {
  yield* call(ensureSession);
}

/** Spec §8 "403 on any order or availability call". */
export function* sessionExpired(): Generator {
  yield* put(availabilityActions.reset());
  yield* put(notify({ type: 'warning', title: 'Ihre Session ist abgelaufen', message: 'Bitte versuchen Sie es erneut' }));
  yield* call(clearSessionCookies);
  yield* call(navigateTo, '/');
  // The temp order belonged to that session: the next checkout starts a new one with the kept
  // steps. Only once the checkout is left (the navigation is a transition that keeps it shown
  // meanwhile), so that it does not start that order at once, behind the shopper's back.
  const location = yield* select(selectCurrentLocation);
  if (location?.pathname.startsWith('/checkout')) {
    yield* take((action: { type: string; payload?: Location }) => action.type === navigationActions.routeChanged.type && !action.payload?.pathname.startsWith('/checkout'));
  }
  yield* put(orderActions.orderLost({}));
}

export function* sessionSaga(): Generator {
  yield* takeLatest(navigationActions.routeChanged.type, checkOnRouteChange);
  yield* takeEvery(sessionActions.expired.type, sessionExpired);
  yield* takeLeading(sessionActions.tokenRejected.type, renewSession);
  yield* takeLeading(sessionActions.retryRequested.type, retrySession);
}
