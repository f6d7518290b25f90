import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { combineReducers } from '@reduxjs/toolkit';
import { loadStepSchema } from '../../../sagas/order/steps';
import { fetchFormSchema } from '../../../src/api/order';
import { READ_ATTEMPTS } from '../../../src/domain/read-retry';
import { formActions, formSlice } from '../../../src/state/form';
import { orderSlice } from '../../../src/state/order';
import { notificationsSlice } from '../../../src/state/notifications';
import { skipDelays, answerEach } from '../../support/saga-providers';
import { ran } from '../../support/saga-run';
import { oneStepSchema } from '../../support/form-schema';

const reducer = combineReducers({
  form: formSlice.reducer,
  order: orderSlice.reducer,
  notifications: notificationsSlice.reducer,
});

function withTempOrder() {
  const base = reducer(undefined, { type: 'init' });
  return reducer(
    { ...base, order: { ...base.order, tempOrderId: 'temp-1', line: 'mobile' as const } },
    formActions.schemaRequested('PAYMENT'),
  );
}

describe('a checkout form that cannot be fetched', () => {
  it('is asked for a bounded number of times, then one notice and the step marked for the shopper to retry', async () => {
    const fetched = jest.fn(() => ({ ok: false, error: { status: 503, type: 'Http503', message: '' } }));
    const { storeState } = await ran(
      expectSaga(loadStepSchema, formActions.schemaRequested('PAYMENT'))
        .withReducer(reducer, withTempOrder())
        .provide([[matchers.call.fn(fetchFormSchema), answerEach(fetched)], skipDelays])
        .run(),
      reducer,
    );
    expect(fetched).toHaveBeenCalledTimes(READ_ATTEMPTS);
    expect(storeState.notifications).toMatchObject([
      { type: 'error', title: 'Formularfehler', message: 'Anfrage konnte nicht verarbeitet werden' },
    ]);
    expect(storeState.form.failedSchemas).toEqual(['PAYMENT']);
    expect(storeState.form.loadingStep).toBeNull();
    // The shopper's 'Erneut versuchen' asks again.
    expect(reducer(storeState, formActions.schemaRequested('PAYMENT')).form.failedSchemas).toEqual([]);
  });
});

describe('a checkout form asked for again', () => {
  const schemaOf = (label: string) =>
    oneStepSchema('PAYMENT', 'Zahlung', [
      { type: 'field', name: 'iban', dataset: 'payment', label, component: 'iban' },
    ]);

  it('keeps the schema the step shows when the answer is the same, so the form is not worked out and rendered anew', () => {
    const shown = reducer(withTempOrder(), formActions.schemaLoaded({ step: 'PAYMENT', schema: schemaOf('IBAN') }));
    const again = reducer(shown, formActions.schemaLoaded({ step: 'PAYMENT', schema: schemaOf('IBAN') }));
    expect(again.form.schemas.PAYMENT).toBe(shown.form.schemas.PAYMENT);
    expect(again.form.loadingStep).toBeNull();
    const changed = reducer(shown, formActions.schemaLoaded({ step: 'PAYMENT', schema: schemaOf('Ihre IBAN') }));
    expect(changed.form.schemas.PAYMENT?.definitionSchema.steps[0]?.elements[0]?.label).toBe('Ihre IBAN');
  });
});
