import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import { call } from 'redux-saga-test-plan/matchers';
import { check, loadAvailabilitySchema } from '../../../sagas/availability';
import { ensureSession } from '../../../sagas/session';
import { checkAvailability, fetchAvailabilitySchema } from '../../../src/api/availability';
import { availabilityActions, availabilitySlice } from '../../../src/state/availability';
import { notificationsSlice } from '../../../src/state/notifications';
import { sessionActions } from '../../../src/state/session';
import type { ApiError } from '../../../src/domain/api-error';
import { AVAILABILITY_CHECK_SCHEMA } from '../../../server/forms/availability-check';
import { skipDelays } from '../../support/saga-providers';
import { ran } from '../../support/saga-run';

const reducer = combineReducers({ availability: availabilitySlice.reducer, notifications: notificationsSlice.reducer });
const address = { street: 'Lindenallee', house_no: '12', zipcode: '53113', city: 'Bonn' };
const bonn = {
  address,
  max_bandwidth: [{ technology: 'FTTH' as const, download_kbps: 1_000_000, upload_kbps: 500_000 }],
  products: ['ll-glasfaser-1000'],
};
const failure = (status: number, type: string, message = 'Meldung des Servers') => ({
  ok: false as const,
  error: { status, type, message } satisfies ApiError,
});

const runCheck = (answer: unknown) =>
  expectSaga(check, availabilityActions.checkRequested(address))
    .withReducer(reducer, reducer(undefined, availabilityActions.checkRequested(address)))
    .provide([[call.fn(ensureSession), true], [call.fn(checkAvailability), answer], skipDelays]);

describe('availability saga', () => {
  it('stores a successful result', async () => {
    const { storeState } = await ran(runCheck({ ok: true, data: { availability: bonn } }).run(), reducer);
    expect(storeState.availability).toMatchObject({ result: bonn, loading: 'idle', error: null });
  });

  it('stores a correction as the result, with no products', async () => {
    const correction = {
      address: { ...address, street: 'Lindenalle' },
      max_bandwidth: [],
      products: [],
      corrections: { street: ['Lindenallee'] },
    };
    const { storeState } = await ran(runCheck({ ok: true, data: { availability: correction } }).run(), reducer);
    expect(storeState.availability.result).toEqual(correction);
  });

  it.each([
    ['AddressNotFoundException', 404, 'Die Adresse konnte nicht überprüft werden'],
    ['BackendUnavailableException', 503, 'Meldung des Servers'],
    ['InternalServerErrorException', 500, 'Es gab einen Fehler bei der Verfügbarkeitsprüfung'],
    ['NetworkError', 0, 'Es gab einen Fehler bei der Verfügbarkeitsprüfung'],
  ])('shows the text for %s', async (type, status, text) => {
    const { storeState } = await ran(runCheck(failure(status, type)).run(), reducer);
    expect(storeState.availability).toMatchObject({ result: null, error: text, loading: 'idle' });
  });

  it('starts the session-expiry flow on 403', async () => {
    await runCheck(failure(403, 'SessionExpiredException')).put(sessionActions.expired()).run();
  });

  it('does not call the check when no session could be made', async () => {
    const { storeState } = await ran(
      expectSaga(check, availabilityActions.checkRequested(address))
        .withReducer(reducer)
        .provide([[call.fn(ensureSession), false]])
        .not.call.fn(checkAvailability)
        .run(),
      reducer,
    );
    expect(storeState.availability.error).toBe('Es gab einen Fehler bei der Verfügbarkeitsprüfung');
  });

  it('loads the AVAILABILITY_CHECK form schema', async () => {
    const { storeState } = await ran(
      expectSaga(loadAvailabilitySchema)
        .withReducer(reducer)
        .provide([
          [call.fn(ensureSession), true],
          [call.fn(fetchAvailabilitySchema), { ok: true, data: AVAILABILITY_CHECK_SCHEMA }],
        ])
        .run(),
      reducer,
    );
    expect(storeState.availability.schema).toEqual(AVAILABILITY_CHECK_SCHEMA);
  });

  it('tells the shopper when the form could not be fetched', async () => {
    const { storeState } = await ran(
      expectSaga(loadAvailabilitySchema)
        .withReducer(reducer)
        .provide([
          [call.fn(ensureSession), true],
          [call.fn(fetchAvailabilitySchema), failure(500, 'InternalServerErrorException')],
          skipDelays,
        ])
        .run(),
      reducer,
    );
    expect(storeState.notifications).toMatchObject([
      { type: 'error', title: 'Formularfehler', message: 'Anfrage konnte nicht verarbeitet werden' },
    ]);
    expect(storeState.availability.schema).toBeNull();
  });

  it('resets to the original form: no result, no address, the schema kept', () => {
    const checked = reducer(
      reducer(
        reducer(undefined, availabilityActions.schemaLoaded(AVAILABILITY_CHECK_SCHEMA)),
        availabilityActions.checkRequested(address),
      ),
      availabilityActions.checked(bonn),
    );
    const reset = reducer(checked, availabilityActions.reset());
    expect(reset.availability).toMatchObject({
      result: null,
      address: null,
      error: null,
      schema: AVAILABILITY_CHECK_SCHEMA,
    });
  });
});
