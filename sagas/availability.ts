import { call, put, takeLatest } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { Address } from '../src/domain/address';
import { availabilityErrorText, type AvailabilityResult } from '../src/domain/availability';
import { SCHEMA_FAILED, type FormSchema } from '../src/domain/form-schema';
import { checkAvailability, fetchAvailabilitySchema } from '../src/api/availability';
import { availabilityActions } from '../src/state/availability';
import { ensureSession } from './session';
import { callApi, notifyFailure, PRODUCT_READ, sessionEnded } from './api-call';
import { suggest } from './address-suggestions';
import type { FeatureModule } from '../src/state/feature-loading';

/** Spec §4 "Availability": the form is fetched in scope AVAILABILITY_CHECK. */
export function* loadAvailabilitySchema(): Generator {
  if (!(yield* call(ensureSession))) {
    yield* put(availabilityActions.schemaFailed());
    return;
  }
  const result = yield* call(callApi<FormSchema>, PRODUCT_READ, fetchAvailabilitySchema);
  if (result.ok) {
    yield* put(availabilityActions.schemaLoaded(result.data));
    return;
  }
  yield* put(availabilityActions.schemaFailed());
  yield* call(notifyFailure, result.error, SCHEMA_FAILED);
}

/** Spec §4/§8: store the result, or the error text of its type; 403 is the session-expiry flow. */
export function* check(action: PayloadAction<Address>): Generator {
  if (!(yield* call(ensureSession))) {
    yield* put(availabilityActions.checkFailed('Es gab einen Fehler bei der Verfügbarkeitsprüfung'));
    return;
  }
  const result = yield* call(
    callApi<{ availability: AvailabilityResult }>,
    PRODUCT_READ,
    checkAvailability,
    action.payload,
  );
  if (result.ok) {
    yield* put(availabilityActions.checked(result.data.availability));
  } else if (!sessionEnded(result)) {
    yield* put(availabilityActions.checkFailed(availabilityErrorText(result.error)));
  }
}

export function* availabilitySaga(): Generator {
  yield* takeLatest(availabilityActions.schemaRequested.type, loadAvailabilitySchema);
  yield* takeLatest(availabilityActions.checkRequested.type, check);
  yield* takeLatest(availabilityActions.suggestionsRequested.type, suggest);
}

/** Loaded when a zuhause tariff list opens its availability step (src/app/features.ts). */
export const AVAILABILITY_FEATURE: FeatureModule = { sagas: [availabilitySaga] };
