import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { combineReducers } from '@reduxjs/toolkit';
import { saveStep } from '../../../sagas/order/steps';
import { submit } from '../../../sagas/order/submit';
import type { Task } from 'redux-saga';
import { call, cancel, fork } from 'redux-saga/effects';
import { outboxSaga } from '../../../sagas/outbox';
import { sendOutboxEntry } from '../../../src/api/outbox';
import { outboxSlice, type OutboxEntry } from '../../../src/state/outbox';
import { connectivitySlice } from '../../../src/state/connectivity';
import { clearSessionCookies, readCookie, writeSessionCookies } from '../../../src/api/cookies';
import { addressNow, navigateTo } from '../../../src/api/navigator';
import { cartSlice } from '../../../src/state/cart';
import { orderSlice, orderActions } from '../../../src/state/order';
import { formSlice, formActions } from '../../../src/state/form';
import { availabilitySlice } from '../../../src/state/availability';
import { notificationsSlice } from '../../../src/state/notifications';
import { sessionActions } from '../../../src/state/session';
import { EMPTY_CART } from '../../../src/domain/cart';
import { priceOrder } from '../../../src/domain/prices';
import { mobileTariff } from '../cart/fixtures';
import { answerEach } from '../../support/saga-providers';
import { ran } from '../../support/saga-run';

const reducer = combineReducers({
  cart: cartSlice.reducer,
  order: orderSlice.reducer,
  form: formSlice.reducer,
  availability: availabilitySlice.reducer,
  notifications: notificationsSlice.reducer,
  outbox: outboxSlice.reducer,
  connectivity: connectivitySlice.reducer,
});
type State = ReturnType<typeof reducer>;

function orderInProgress(): State {
  const base = reducer(undefined, { type: 'init' });
  return {
    ...base,
    cart: { ...EMPTY_CART, tariff: mobileTariff() },
    order: {
      ...base.order,
      tempOrderId: 'temp-1',
      line: 'mobile',
      status: {
        steps: ['PERSONAL_DATA', 'PAYMENT', 'IDENTIFICATION'],
        completed_steps: [],
        prices: priceOrder({ positions: [], promotions: [], termMonths: 24 }),
      },
    },
  };
}

const ok = (data: unknown) => ({ ok: true, data });

/**
 * The saga under test with the real outbox consumer beside it, as in the app. The consumer listens
 * forever: it ends once the saga is done, or expectSaga would wait for its time-out (and warn).
 */
const withOutbox = <A>(saga: (action: A) => Generator, action: A) =>
  function* run(): Generator {
    const outbox = (yield fork(outboxSaga)) as Task;
    yield call(saga, action);
    yield cancel(outbox);
  };

/** The server behind the outbox: an answer per URL ending; `sent` records what went out. */
function server(answers: Record<string, unknown>) {
  const sent: OutboxEntry[] = [];
  const provider = answerEach(({ args: [entry] }: { args: [OutboxEntry] }) => {
    sent.push(entry);
    const route = Object.keys(answers).find((ending) => entry.request.url.endsWith(ending));
    return route ? answers[route] : { ok: false, error: { status: 404, type: 'NotFound', message: '' } };
  });
  const provide: [ReturnType<typeof matchers.call.fn>, typeof provider] = [matchers.call.fn(sendOutboxEntry), provider];
  return { sent, provide };
}
const fail = (status: number, type: string, fields?: Record<string, string>) => ({
  ok: false,
  error: { status, type, message: '', ...(fields ? { fields } : {}) },
});

describe('submit (spec §4)', () => {
  const consents = { consents: { terms: true, withdrawal: true, data_protection: true, marketing: null } };
  const action = orderActions.submitRequested(consents);

  beforeEach(() => writeSessionCookies('token-1', Date.now() + 60_000));

  it('saves the overview, then submits, then ends the session state and shows the finish page', async () => {
    const backend = server({ '/save/ORDER_OVERVIEW': ok({}), '/submit': ok({ order_id: 'MA-20260115-000042' }) });
    const { storeState } = await ran(
      expectSaga(withOutbox(submit, action))
        .withReducer(reducer, orderInProgress())
        .provide([backend.provide, [matchers.call.fn(navigateTo), undefined]])
        .call(clearSessionCookies)
        .call(navigateTo, '/checkout/finish')
        .run(),
      reducer,
    );
    expect(action.payload.overviewKey).not.toBe(action.payload.submitKey);
    expect(backend.sent.map(({ id, request }) => ({ id, request }))).toEqual([
      {
        id: action.payload.overviewKey,
        request: {
          method: 'POST',
          url: '/mobile/order/temp-1/save/ORDER_OVERVIEW',
          body: { consents: { terms: true, withdrawal: true, data_protection: true } },
        },
      },
      { id: action.payload.submitKey, request: { method: 'POST', url: '/mobile/order/temp-1/submit' } },
    ]);
    expect(storeState.outbox.entries).toEqual([]);
    expect(readCookie('token')).toBeUndefined();
    expect(readCookie('token_expires')).toBeUndefined();
    expect(storeState.cart.tariff).toBeNull();
    expect(storeState.availability.result).toBeNull();
    expect(storeState.order).toMatchObject({ orderId: 'MA-20260115-000042', tempOrderId: null, phase: 'idle' });
  });

  it('says "Ihre Bestellung konnte nicht abgeschickt werden" when the overview save fails, and does not submit', async () => {
    const backend = server({
      '/save/ORDER_OVERVIEW': fail(400, 'ValidationException', { 'consents.terms': 'Bitte akzeptieren Sie die AGB.' }),
    });
    const { storeState } = await ran(
      expectSaga(withOutbox(submit, action)).withReducer(reducer, orderInProgress()).provide([backend.provide]).run(),
      reducer,
    );
    expect(backend.sent.map((entry) => entry.request.url)).toEqual(['/mobile/order/temp-1/save/ORDER_OVERVIEW']);
    expect(storeState.outbox.entries).toEqual([]);
    expect(storeState.notifications.at(-1)).toMatchObject({
      type: 'error',
      title: 'Ihre Bestellung konnte nicht abgeschickt werden',
    });
    expect(storeState.form.serverErrors.ORDER_OVERVIEW).toEqual({ 'consents.terms': 'Bitte akzeptieren Sie die AGB.' });
    expect(readCookie('token')).toBe('token-1');
  });

  it('says "Ihre Bestellung konnte nicht verarbeitet werden" when the submit fails, and keeps the cart', async () => {
    const backend = server({ '/save/ORDER_OVERVIEW': ok({}), '/submit': fail(422, 'IncompleteOrderDataException') });
    const { storeState } = await ran(
      expectSaga(withOutbox(submit, action)).withReducer(reducer, orderInProgress()).provide([backend.provide]).run(),
      reducer,
    );
    expect(storeState.notifications.at(-1)).toMatchObject({
      type: 'error',
      title: 'Ihre Bestellung konnte nicht verarbeitet werden',
    });
    expect(storeState.cart.tariff).not.toBeNull();
    expect(storeState.order).toMatchObject({ tempOrderId: 'temp-1', orderId: null, phase: 'idle' });
  });

  it('runs the session-expiry flow on 403', async () => {
    const { storeState } = await ran(
      expectSaga(withOutbox(submit, action))
        .withReducer(reducer, orderInProgress())
        .provide([server({ '/save/ORDER_OVERVIEW': fail(403, 'SessionExpiredException') }).provide])
        .put(sessionActions.expired())
        .run(),
      reducer,
    );
    expect(storeState.notifications).toEqual([]);
  });
});

describe('save step', () => {
  const values = { customer: { first_name: 'Erika', title: '', address: { city: 'bonn', street: 'lindenallee' } } };

  it('saves the cleaned values with the key of the intent and goes to the next step', async () => {
    const action = formActions.saveRequested('PERSONAL_DATA', values);
    const backend = server({ '/save/PERSONAL_DATA': ok({}) });
    const { storeState } = await ran(
      expectSaga(withOutbox(saveStep, action))
        .withReducer(reducer, orderInProgress())
        .provide([backend.provide, [matchers.call.fn(navigateTo), undefined]])
        .call(navigateTo, '/checkout/zahlung')
        .run(),
      reducer,
    );
    expect(backend.sent).toEqual([
      expect.objectContaining({
        id: action.payload.idempotencyKey,
        request: {
          method: 'POST',
          url: '/mobile/order/temp-1/save/PERSONAL_DATA',
          body: { customer: { first_name: 'Erika', address: { city: 'Bonn', street: 'Lindenallee' } } },
        },
      }),
    ]);
    expect(storeState.order.status?.completed_steps).toEqual(['PERSONAL_DATA']);
  });

  it('saves but leaves the shopper where they went while the save was under way (their navigation wins)', async () => {
    const action = formActions.saveRequested('PERSONAL_DATA', values);
    const backend = server({ '/save/PERSONAL_DATA': ok({}) });
    const { storeState } = await ran(
      expectSaga(withOutbox(saveStep, action))
        .withReducer(reducer, orderInProgress())
        // The save began on the step's page; the address now (jsdom's '/') is where the shopper went since.
        .provide([backend.provide, [matchers.call.fn(addressNow), '/checkout']])
        .not.call.fn(navigateTo)
        .run(),
      reducer,
    );
    expect(backend.sent).toHaveLength(1);
    expect(storeState.order.status?.completed_steps).toEqual(['PERSONAL_DATA']);
  });

  it('keeps the server’s field messages and says "Ihre Bestellung konnte nicht gespeichert werden"', async () => {
    const action = formActions.saveRequested('PAYMENT', { payment: { iban: 'DE00' } });
    const { storeState } = await ran(
      expectSaga(withOutbox(saveStep, action))
        .withReducer(reducer, orderInProgress())
        .provide([
          server({
            '/save/PAYMENT': fail(400, 'ValidationException', {
              'payment.iban': 'Bitte geben Sie eine gültige IBAN ein.',
            }),
          }).provide,
        ])
        .not.call.fn(navigateTo)
        .run(),
      reducer,
    );
    expect(storeState.form.serverErrors.PAYMENT).toEqual({ 'payment.iban': 'Bitte geben Sie eine gültige IBAN ein.' });
    expect(storeState.form.savingStep).toBeNull();
    expect(storeState.notifications.at(-1)).toMatchObject({
      type: 'error',
      title: 'Ihre Bestellung konnte nicht gespeichert werden',
    });
  });
});

describe('form slice', () => {
  it('never lets the active step index go below 0', () => {
    expect(formSlice.reducer(undefined, formActions.stepActivated(-3)).activeStep).toBe(0);
    expect(formSlice.reducer(undefined, formActions.stepActivated(2)).activeStep).toBe(2);
  });
});

describe('order slice', () => {
  it('drops the temp order when the shopper switches to a provider change, so a new one is made', () => {
    const state = orderSlice.reducer(
      orderSlice.reducer(undefined, orderActions.initSucceeded({ tempOrderId: 't', line: 'mobile', cartKey: 'k' })),
      orderActions.providerChangeChosen(true),
    );
    expect(state).toMatchObject({ isChangingProvider: true, tempOrderId: null, cartKey: null });
    expect(orderSlice.reducer(state, orderActions.providerChangeChosen(true))).toBe(state);
  });
});
