import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { combineReducers } from '@reduxjs/toolkit';
import { initOrder, loadStatus } from '../../../sagas/order/init';
import { loadStepSchema, saveStep } from '../../../sagas/order/steps';
import { writeSessionCookies } from '../../../src/api/cookies';
import { callApi } from '../../../sagas/api-call';
import { ensureSession } from '../../../sagas/session';
import { viaOutbox } from '../../../sagas/outbox';
import { navigateTo } from '../../../src/api/navigator';
import { ORDER_SESSION_LOST } from '../../../src/domain/order-flow';
import { SAVE_FAILED } from '../../../src/domain/order-flow';
import type { OutboxInput } from '../../../src/domain/outbox-policy';
import { EMPTY_CART } from '../../../src/domain/cart';
import { cartSlice } from '../../../src/state/cart';
import { formActions, formSlice } from '../../../src/state/form';
import { orderActions, orderSlice } from '../../../src/state/order';
import { availabilitySlice } from '../../../src/state/availability';
import { navigationSlice } from '../../../src/state/navigation';
import { notificationsSlice } from '../../../src/state/notifications';
import { mobileTariff } from '../cart/fixtures';
import { ran } from '../../support/saga-run';

const reducer = combineReducers({
  cart: cartSlice.reducer,
  form: formSlice.reducer,
  order: orderSlice.reducer,
  availability: availabilitySlice.reducer,
  navigation: navigationSlice.reducer,
  notifications: notificationsSlice.reducer,
});
type State = ReturnType<typeof reducer>;

const STEPS = ['PERSONAL_DATA', 'PAYMENT', 'IDENTIFICATION', 'ORDER_OVERVIEW'];
const PERSONAL = { customer: { first_name: 'Erika', last_name: 'Mustermann' } };
const PAYMENT = { payment: { account_holder: 'Erika Mustermann', iban: 'DE89370400440532013000' } };
const status = (completed: string[]) =>
  ({ steps: STEPS, completed_steps: completed, prices: { monthly: [], once: [] } }) as never;

/** A shopper on the payment step of temp order 'alt': personal data saved, payment typed and sent. */
function onPaymentStep(): State {
  let state = reducer(undefined, { type: 'init' });
  state = {
    ...state,
    cart: {
      ...EMPTY_CART,
      tariff: mobileTariff({ properties: { product_id: 'DATA', sublevel: 'NO_DEVICE', min_term_months: 24 } }),
    },
  };
  state = reducer(state, orderActions.initSucceeded({ tempOrderId: 'alt', line: 'mobile', cartKey: 'k' }));
  state = reducer(state, orderActions.statusLoaded(status(['PERSONAL_DATA'])));
  state = reducer(state, formActions.valuesChanged({ step: 'PERSONAL_DATA', values: PERSONAL }));
  return reducer(state, formActions.saveRequested('PAYMENT', PAYMENT));
}

describe('a session lost mid-checkout starts a new order with what was typed', () => {
  it('forgets the old temp order but keeps its saved steps and the step cut short', () => {
    const state = reducer(onPaymentStep(), orderActions.orderLost({ resumeStep: 'PAYMENT' }));
    expect(state.order).toMatchObject({
      tempOrderId: null,
      status: null,
      cartKey: null,
      keptSteps: ['PERSONAL_DATA', 'PAYMENT'],
      resumeStep: 'PAYMENT',
    });
    expect(state.form.values.PAYMENT).toEqual(PAYMENT);
  });

  it('answers a step save the outbox refused for the old session with a new order, not with an error', async () => {
    const state = onPaymentStep();
    const action = formActions.saveRequested('PAYMENT', PAYMENT);
    const { storeState } = await ran(
      expectSaga(saveStep, action)
        .withReducer(reducer, state)
        .provide([[matchers.call.fn(viaOutbox), { ok: false, error: ORDER_SESSION_LOST }]])
        .put(orderActions.orderLost({ resumeStep: 'PAYMENT' }))
        .not.call.fn(navigateTo)
        .run(),
      reducer,
    );
    expect(storeState.notifications.map((n: { title: string }) => n.title)).toEqual([ORDER_SESSION_LOST.message]);
    expect(storeState.notifications.map((n: { title: string }) => n.title)).not.toContain(SAVE_FAILED);
    expect(storeState.form.savingStep).toBeNull();
  });

  it('initiates a new order with a new key, saves the kept steps into it from the form slice and walks on', async () => {
    const state = reducer(onPaymentStep(), orderActions.orderLost({ resumeStep: 'PAYMENT' }));
    const writes: OutboxInput[] = [];
    const { storeState } = await ran(
      expectSaga(initOrder, orderActions.initRequested())
        .withReducer(reducer, state)
        .provide([
          [matchers.call.fn(ensureSession), true],
          [matchers.call.fn(callApi), { ok: true, data: status(['PERSONAL_DATA', 'PAYMENT']) }],
          [matchers.call.fn(navigateTo), undefined],
          {
            call: (effect, next) => {
              if (effect.fn !== viaOutbox) return next();
              const write = effect.args[0] as OutboxInput;
              writes.push(write);
              return write.kind === 'order-initiate'
                ? { ok: true, data: { status_code: 200, temp_order_id: 'neu', details: [] } }
                : { ok: true, data: {} };
            },
          },
        ])
        .call(navigateTo, '/checkout/identifikation')
        .run(),
      reducer,
    );
    expect(writes.map((w) => w.request.url)).toEqual([
      '/mobile/new-customer/new-contract/initiate-order',
      '/mobile/order/neu/save/PERSONAL_DATA',
      '/mobile/order/neu/save/PAYMENT',
    ]);
    expect(writes[2]?.request.body).toEqual(PAYMENT);
    expect(new Set(writes.map((w) => w.idempotencyKey)).size).toBe(3);
    expect(writes.some((w) => w.request.url.includes('/alt/'))).toBe(false);
    expect(storeState.order).toMatchObject({ tempOrderId: 'neu', status: status(['PERSONAL_DATA', 'PAYMENT']) });
    expect(storeState.order.keptSteps).toBeUndefined();
  });

  it('starts a new order when a read of the temp order met a new session and the order is not found', async () => {
    writeSessionCookies('alt-token', Date.now() + 60 * 60 * 1000);
    const { storeState } = await ran(
      expectSaga(loadStepSchema, formActions.schemaRequested('IDENTIFICATION'))
        .withReducer(reducer, onPaymentStep())
        .provide({
          call: (effect, next) => {
            if (effect.fn !== callApi) return next();
            // callApi's one renewal after a 401, then the read once more: the new session has no such order.
            writeSessionCookies('neu-token', Date.now() + 60 * 60 * 1000);
            return { ok: false, error: { status: 404, type: 'NotFoundException', message: '' } };
          },
        })
        .put(orderActions.orderLost({}))
        .not.put(formActions.schemaFailed('IDENTIFICATION'))
        .run(),
      reducer,
    );
    expect(storeState.order.tempOrderId).toBeNull();
  });

  it('says so and offers a retry when the order status cannot be read after every try', async () => {
    const state = onPaymentStep();
    const { storeState } = await ran(
      expectSaga(loadStatus)
        .withReducer(reducer, { ...state, order: { ...state.order, status: null } })
        .provide([[matchers.call.fn(callApi), { ok: false, error: { status: 0, type: 'NetworkError', message: '' } }]])
        .put(orderActions.statusFailed())
        .run(),
      reducer,
    );
    expect(storeState.order.phase).toBe('status-failed');
  });
});
