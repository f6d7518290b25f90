/**
 * The session's work (spec §4 "Session token", §8, §9): creating, refreshing and renewing the
 * token, and the session-expiry flow. Loaded with its first use (sagas/session-start.ts), which
 * comes once the page is interactive, together with the HTTP client it needs; the checkout's and
 * the availability check's sagas import it directly.
 */
import type { SagaIterator, Task } from 'redux-saga';
import { call, join, put, select, spawn } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { sessionActionFor, SESSION_LIFETIME_MS } from '../src/domain/session-token';
import type { ApiResult } from '../src/domain/api-error';
import { createSession, refreshSession, type IssuedToken } from '../src/api/auth';
import { clearSessionCookies, readSessionCookies, readSessionToken, writeSessionCookies } from '../src/api/cookies';
import { navigateTo } from '../src/api/navigator';
import { sessionActions } from '../src/state/session';
import { selectCurrentLocation } from '../src/state/navigation';
import { notify } from '../src/state/notifications';
import { uiActions } from '../src/state/ui';
import { availabilityActions } from '../src/state/availability';
import { orderActions } from '../src/state/order';
import { isTransient, READ_ATTEMPTS } from '../src/domain/read-retry';
import { withRetries } from './read-retry';
import { sessionUnreachable } from './session-unreachable';

const AUTH_FAILED = 'Authentifizierung fehlgeschlagen';

function* authenticationFailed(detail: string, result: ApiResult<IssuedToken>): Generator {
  yield* call(clearSessionCookies);
  const requestId = result.ok ? undefined : result.error.requestId;
  yield* put(
    uiActions.pageErrorRaised({
      status: 401,
      statusMessage: AUTH_FAILED,
      message: 'Bitte versuchen Sie es erneut.',
      detail,
      ...(requestId ? { requestId } : {}),
    }),
  );
}

function* storeToken(result: ApiResult<IssuedToken>): SagaIterator<boolean> {
  if (!result.ok || !result.data.token) return false;
  const expiresAt = result.data.expires_at ?? Date.now() + SESSION_LIFETIME_MS;
  yield* call(writeSessionCookies, result.data.token, expiresAt);
  return true;
}

const gaveNoAnswer = (result: ApiResult<unknown>) => !result.ok && isTransient(result.error);

function* create(): SagaIterator<boolean> {
  const result = yield* call(withRetries<IssuedToken>, READ_ATTEMPTS, createSession, []);
  if (yield* call(storeToken, result)) return true;
  if (gaveNoAnswer(result)) {
    yield* call(sessionUnreachable);
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
    yield* call(sessionUnreachable);
    return false;
  }
  yield* call(authenticationFailed, 'Refresh failed', result);
  return false;
}

/** Spec §4 "Session token": the check itself; true when a usable token cookie exists after it. */
function* checkSession(): SagaIterator<boolean> {
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

let underway: Task<boolean> | null = null;

/**
 * Makes sure a usable token cookie exists; true when it does. The page's own check may still run
 * when the shopper's click needs the session (no loader covers the page meanwhile): the click's
 * saga joins that check instead of starting a second one, which would make a second session (the
 * cookie written last need not be the one an order was started with). Detached, so that a check
 * whose page was left (its saga cancelled) still ends for the ones that joined it.
 */
export function* ensureSession(): SagaIterator<boolean> {
  if (!underway?.isRunning()) underway = yield* spawn(checkSession);
  return (yield* join(underway)) as boolean;
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

/** Spec §8 "403 on any order or availability call". */
export function* sessionExpired(): Generator {
  yield* put(availabilityActions.reset());
  yield* put(
    notify({ type: 'warning', title: 'Ihre Session ist abgelaufen', message: 'Bitte versuchen Sie es erneut' }),
  );
  yield* call(clearSessionCookies);
  yield* call(navigateTo, '/');
  // The temp order belonged to that session: the next checkout starts a new one with the kept
  // steps. Lost at once, so that a reload or another address right now does not find it again; a
  // checkout page still shown while the navigation is under way (a transition keeps it) is told it
  // is being left, so that it does not start a new order behind the shopper's back.
  const location = yield* select(selectCurrentLocation);
  yield* put(orderActions.orderLost(location?.pathname.startsWith('/checkout') ? { leaving: true } : {}));
}
