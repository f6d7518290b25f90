import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { needsSessionCheck, sessionActionFor, SESSION_LIFETIME_MS } from '../src/domain/session-token';
import type { ApiResult } from '../src/domain/api-error';
import { createSession, refreshSession, type IssuedToken } from '../src/api/auth';
import { clearSessionCookies, readSessionCookies, writeSessionCookies } from '../src/api/cookies';
import { navigateTo } from '../src/api/navigator';
import { sessionActions } from '../src/state/session';
import { navigationActions, type Location } from '../src/state/navigation';
import { notify } from '../src/state/notifications';
import { uiActions } from '../src/state/ui';
import { availabilityActions } from '../src/state/availability';

const AUTH_FAILED = 'Authentifizierung fehlgeschlagen';

function* authenticationFailed(detail: string): Generator {
  yield call(clearSessionCookies);
  yield put(uiActions.pageErrorRaised({ status: 401, statusMessage: AUTH_FAILED, message: 'Bitte versuchen Sie es erneut.', detail }));
}

function* storeToken(result: ApiResult<IssuedToken>): Generator<unknown, boolean> {
  if (!result.ok || !result.data.token) return false;
  const expiresAt = result.data.expires_at ?? Date.now() + SESSION_LIFETIME_MS;
  yield call(writeSessionCookies, result.data.token, expiresAt);
  return true;
}

function* create(): Generator<unknown, boolean> {
  const result = (yield call(createSession)) as ApiResult<IssuedToken>;
  if ((yield call(storeToken, result)) as boolean) return true;
  yield put(
    notify({
      type: 'error',
      title: AUTH_FAILED,
      message: 'Es gab einen Fehler beim Abrufen der Seite. Bitte versuchen Sie es erneut.',
    }),
  );
  yield call(authenticationFailed, 'Token not received');
  return false;
}

function* refresh(): Generator<unknown, boolean> {
  const result = (yield call(refreshSession)) as ApiResult<IssuedToken>;
  if ((yield call(storeToken, result)) as boolean) return true;
  yield call(authenticationFailed, 'Refresh failed');
  return false;
}

/** Spec §4 "Session token": makes sure a usable token cookie exists; true when it does. */
export function* ensureSession(): Generator<unknown, boolean> {
  const action = sessionActionFor(readSessionCookies(), Date.now());
  if (action === 'none') return true;
  yield put(sessionActions.checkStarted());
  try {
    if (action === 'refresh') return (yield call(refresh)) as boolean;
    if (action === 'recreate') yield call(clearSessionCookies);
    return (yield call(create)) as boolean;
  } finally {
    yield put(sessionActions.checkFinished());
  }
}

function* checkOnRouteChange(action: PayloadAction<Location>): Generator {
  if (needsSessionCheck(action.payload.pathname)) yield call(ensureSession);
}

/** Spec §8 "403 on any order or availability call". */
export function* sessionExpired(): Generator {
  yield put(availabilityActions.reset());
  yield put(notify({ type: 'warning', title: 'Ihre Session ist abgelaufen', message: 'Bitte versuchen Sie es erneut' }));
  yield call(clearSessionCookies);
  yield call(navigateTo, '/');
}

export function* sessionSaga(): Generator {
  yield takeLatest(navigationActions.routeChanged.type, checkOnRouteChange);
  yield takeEvery(sessionActions.expired.type, sessionExpired);
}
