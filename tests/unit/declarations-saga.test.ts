import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { declarationsSaga } from '../../sagas/declarations';
import { fileDeclaration } from '../../src/api/declarations';
import { declarationsActions, declarationsSlice } from '../../src/state/declarations';
import type { DeclarationConfirmation } from '../../src/domain/declarations';
import { ran } from '../support/saga-run';

const filing = declarationsSaga;

const reducer = combineReducers({ declarations: declarationsSlice.reducer });
const withdrawal = { name: 'Max Mustermann', email: 'max@example.de', order_number: 'MA-2025-200042' };
const confirmation: DeclarationConfirmation = {
  id: 'c0ffee00-0000-4000-8000-000000000002',
  kind: 'withdrawal',
  received_at: '2026-01-15T10:00:00.000Z',
  declaration: withdrawal,
  receipt: '5ec2e700-0000-4000-8000-00000000beef',
};

const submit = declarationsActions.submitRequested({ kind: 'withdrawal', declaration: withdrawal });

describe('declarations saga', () => {
  it('keeps the confirmation the server answers, with the links that save it', async () => {
    const { storeState } = await ran(
      expectSaga(filing)
        .withReducer(reducer)
        .provide([[matchers.call.fn(fileDeclaration), { ok: true, data: confirmation }]])
        .dispatch(submit)
        .silentRun(),
      reducer,
    );
    expect(storeState.declarations.withdrawal).toMatchObject({
      status: 'submitted',
      confirmation,
      downloads: {
        pdf: `/api/withdrawals/${confirmation.id}/${confirmation.receipt}/confirmation.pdf`,
        html: `/api/withdrawals/${confirmation.id}/${confirmation.receipt}/confirmation.html`,
      },
    });
  });

  it('puts the German field errors of the server to their fields', async () => {
    const fields = { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' };
    const { storeState } = await ran(
      expectSaga(filing)
        .withReducer(reducer)
        .provide([
          [
            matchers.call.fn(fileDeclaration),
            {
              ok: false,
              error: { status: 400, type: 'ValidationException', message: 'Bitte prüfen Sie Ihre Eingaben.', fields },
            },
          ],
        ])
        .dispatch(submit)
        .silentRun(),
      reducer,
    );
    expect(storeState.declarations.withdrawal).toMatchObject({ status: 'failed', fieldErrors: fields, message: null });
  });

  it('shows the message of a refusal without fields, such as too many requests', async () => {
    const message = 'Zu viele Anfragen. Bitte versuchen Sie es in 60 Sekunden erneut.';
    const { storeState } = await ran(
      expectSaga(filing)
        .withReducer(reducer)
        .provide([
          [
            matchers.call.fn(fileDeclaration),
            { ok: false, error: { status: 429, type: 'TooManyRequestsException', message } },
          ],
        ])
        .dispatch(submit)
        .silentRun(),
      reducer,
    );
    expect(storeState.declarations.withdrawal).toMatchObject({ status: 'failed', fieldErrors: {}, message });
  });
});
