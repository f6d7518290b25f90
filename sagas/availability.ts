import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Address } from '../src/domain/address';
import type { ApiResult } from '../src/domain/api-error';
import { availabilityErrorText, type AvailabilityResult } from '../src/domain/availability';
import type { FormSchema } from '../src/domain/form-schema';
import { checkAvailability, fetchAvailabilitySchema } from '../src/api/availability';
import { availabilityActions } from '../src/state/availability';
import { notify } from '../src/state/notifications';
import { sessionActions } from '../src/state/session';
import { ensureSession } from './session';

/** Spec §4 "Availability": the form is fetched in scope AVAILABILITY_CHECK. */
export function* loadSchema(): Generator {
  if (!((yield call(ensureSession)) as boolean)) {
    yield put(availabilityActions.schemaFailed());
    return;
  }
  const result = (yield call(fetchAvailabilitySchema)) as ApiResult<FormSchema>;
  if (result.ok) {
    yield put(availabilityActions.schemaLoaded(result.data));
    return;
  }
  yield put(availabilityActions.schemaFailed());
  if (result.error.status === 403) yield put(sessionActions.expired());
  else yield put(notify({ type: 'error', title: 'Formularfehler', message: 'Anfrage konnte nicht verarbeitet werden' }));
}

/** Spec §4/§8: store the result, or the error text of its type; 403 is the session-expiry flow. */
export function* check(action: PayloadAction<Address>): Generator {
  if (!((yield call(ensureSession)) as boolean)) {
    yield put(availabilityActions.checkFailed('Es gab einen Fehler bei der Verfügbarkeitsprüfung'));
    return;
  }
  const result = (yield call(checkAvailability, action.payload)) as ApiResult<{ availability: AvailabilityResult }>;
  if (result.ok) {
    yield put(availabilityActions.checked(result.data.availability));
  } else if (result.error.status === 403) {
    yield put(sessionActions.expired());
  } else {
    yield put(availabilityActions.checkFailed(availabilityErrorText(result.error)));
  }
}

export function* availabilitySaga(): Generator {
  yield takeLatest(availabilityActions.schemaRequested.type, loadSchema);
  yield takeLatest(availabilityActions.checkRequested.type, check);
}
