import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { request } from '../../../src/api/client';
import { http } from '../../../src/api/http';
import { contractSummaryErrorText, initOrderFailure } from '../../../src/domain/order-flow';
import { FILING_FAILED } from '../../../src/domain/declarations';
import type { ApiError } from '../../../src/domain/api-error';
import { check } from '../../../sagas/availability';
import { ensureSession } from '../../../sagas/session';
import { declarationsSaga } from '../../../sagas/declarations';
import { availabilityActions, availabilitySlice } from '../../../src/state/availability';
import { declarationsActions, declarationsSlice } from '../../../src/state/declarations';
import { skipDelays } from '../../support/saga-providers';
import { ran } from '../../support/saga-run';

/** The server (or a proxy before it) answers with a status and at most a type: no message. */
function answerWithoutMessage(status: number, body: unknown) {
  http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const response = { data: body, status, statusText: '', headers: {}, config };
    // What axios' own `settle` throws, English message included.
    throw new AxiosError(
      `Request failed with status code ${status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };
}

async function errorFor(status: number, type?: string): Promise<ApiError> {
  answerWithoutMessage(status, type ? { type } : {});
  const result = await request({ method: 'GET', url: '/irgendwas' });
  if (result.ok) throw new Error('expected a failure');
  return result.error;
}

const originalAdapter = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('spec §8 texts when the answer carries no message', () => {
  it('never passes the HTTP library’s English text on as the message', async () => {
    expect(await errorFor(503, 'BackendUnavailableException')).toEqual({
      status: 503,
      type: 'BackendUnavailableException',
      message: '',
    });
    expect(await errorFor(502)).toEqual({ status: 502, type: 'Http502', message: '' });
  });

  it.each([
    ['AddressNotFoundException', 404, 'Die Adresse konnte nicht überprüft werden'],
    ['BackendUnavailableException', 503, 'Die Verfügbarkeitsprüfung ist zur Zeit nicht verfügbar'],
    ['InternalServerErrorException', 500, 'Es gab einen Fehler bei der Verfügbarkeitsprüfung'],
    [undefined, 502, 'Es gab einen Fehler bei der Verfügbarkeitsprüfung'],
  ])('check availability, %s (HTTP %i): the shopper reads “%s”', async (type, status, text) => {
    answerWithoutMessage(status, type ? { type } : {});
    const reducer = combineReducers({ availability: availabilitySlice.reducer });
    const { storeState } = await ran(
      expectSaga(
        check,
        availabilityActions.checkRequested({ street: 'Lindenallee', house_no: '12', zipcode: '53113', city: 'Bonn' }),
      )
        .withReducer(reducer)
        .provide([[matchers.call.fn(ensureSession), true], skipDelays])
        .run(),
      reducer,
    );
    expect(storeState.availability.error).toBe(text);
  });

  it.each([
    ['InternalServerErrorException', 500, 'Ihre Anfrage konnte nicht verarbeitet werden'],
    ['MalformedRequestException', 400, 'Ihr Warenkorb enthält ungültige Werte'],
    ['TariffNotAvailableException', 409, 'Der ausgewählte Tarif ist an der Adresse nicht verfügbar.'],
    ['SomethingElseException', 503, 'Ihre Bestellung konnte nicht initialisiert werden'],
  ])('init order, %s (HTTP %i): “%s”', async (type, status, text) => {
    const failure = initOrderFailure(await errorFor(status, type));
    expect(
      failure.kind === 'error' ? failure.message : failure.kind === 'availability-step' ? failure.warning : '',
    ).toBe(text);
  });

  it.each([
    ['IncompleteOrderDataException', 409, 'Die Bestellung ist nicht vollständig, bitte fangen Sie von vorne an.'],
    ['InternalServerErrorException', 500, 'Ihre Anfrage konnte nicht verarbeitet werden'],
    [undefined, 503, 'Ihre Vertragszusammenfassung konnte nicht abgerufen werden'],
  ])('contract summary, %s (HTTP %i): “%s”', async (type, status, text) => {
    expect(contractSummaryErrorText(await errorFor(status, type))).toBe(text);
  });

  it('a declaration that fails without a reason gets the German default, not an empty or English line', async () => {
    answerWithoutMessage(503, {});
    const reducer = combineReducers({ declarations: declarationsSlice.reducer });
    const { storeState } = await ran(
      expectSaga(declarationsSaga)
        .withReducer(reducer)
        .dispatch(
          declarationsActions.submitRequested({
            kind: 'withdrawal',
            declaration: { name: 'Max Mustermann', email: 'max@example.de', order_number: 'MA-2025-200042' },
          }),
        )
        .silentRun(),
      reducer,
    );
    expect(storeState.declarations.withdrawal).toMatchObject({ status: 'failed', message: FILING_FAILED });
  });
});
