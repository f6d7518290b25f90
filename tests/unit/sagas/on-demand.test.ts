import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { takeEvery, takeLeading, call } from 'redux-saga/effects';
import { waitFor } from '@testing-library/react';
import { onDemand, type OnDemandSagas, type TriggerChannels, type Triggers } from '../../../sagas/on-demand';
import { CART_TRIGGERS } from '../../../sagas/triggers';
import { CHECKOUT_ON_DEMAND } from '../../../sagas';
import { http } from '../../../src/api/http';
import { cartActions, cartSlice } from '../../../src/state/cart';
import { connectivityActions, connectivitySlice } from '../../../src/state/connectivity';
import { orderActions, orderSlice } from '../../../src/state/order';
import { outboxActions, outboxSlice } from '../../../src/state/outbox';
import { item } from '../cart/fixtures';

const reducer = combineReducers({ cart: cartSlice.reducer, connectivity: connectivitySlice.reducer, order: orderSlice.reducer, outbox: outboxSlice.reducer });
type State = ReturnType<typeof reducer>;

/** A real store with the saga middleware, as src/app/store.ts builds it. */
function shop(preloadedState?: State) {
  const sagas = createSagaMiddleware();
  const store = configureStore({ reducer, preloadedState, middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas) });
  const start = <T extends Triggers>(spec: OnDemandSagas<T>) => sagas.run(onDemand as (s: OnDemandSagas<T>) => Generator, spec);
  return { store, start };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

type CartSaga = (triggers: TriggerChannels<typeof CART_TRIGGERS>) => Generator;

/** Stands in for the cart saga's module: notes each item it is handed. */
function recorder() {
  const handled: string[] = [];
  const saga: CartSaga = function* recordingCartSaga(triggers) {
    yield takeEvery(triggers.itemAdded, function* note(action) {
      yield call(() => handled.push(action.payload.concrete_product_id));
    });
  };
  return { handled, saga };
}

const added = (id: string) => cartActions.itemAdded(item(id));

describe('sagas loaded on demand (sagas/on-demand.ts)', () => {
  it('handles the intents dispatched before its code arrived, in order and once, then each as it comes', async () => {
    const { store, start } = shop();
    const code = deferred<CartSaga[]>();
    const { handled, saga } = recorder();
    start({ name: 'den Test', triggers: CART_TRIGGERS, load: () => code.promise });
    store.dispatch(added('A'));
    store.dispatch(added('B'));
    expect(handled).toEqual([]);
    code.resolve([saga]);
    await waitFor(() => expect(handled).toEqual(['A', 'B']));
    store.dispatch(added('C'));
    expect(handled).toEqual(['A', 'B', 'C']);
  });

  it('keeps takeLeading’s promise: a second press before the code arrived files nothing twice', async () => {
    const { store, start } = shop();
    const code = deferred<CartSaga[]>();
    const filing = deferred<void>();
    const filed: string[] = [];
    const finished: string[] = [];
    start({ name: 'den Test', triggers: CART_TRIGGERS, load: () => code.promise });
    store.dispatch(added('A'));
    store.dispatch(added('B'));
    code.resolve([
      function* leading(triggers) {
        yield takeLeading(triggers.itemAdded, function* file(action) {
          filed.push(action.payload.concrete_product_id);
          yield call(() => filing.promise);
          finished.push(action.payload.concrete_product_id);
        });
      },
    ]);
    await waitFor(() => expect(filed).toEqual(['A']));
    filing.resolve();
    // A press after the filing is over counts again.
    await waitFor(() => expect(finished).toEqual(['A']));
    store.dispatch(added('C'));
    await waitFor(() => expect(filed).toEqual(['A', 'C']));
  });

  it('tries a failed load (offline) again with the next trigger, and loses nothing meanwhile', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, start } = shop();
    const { handled, saga } = recorder();
    const load = jest.fn<Promise<CartSaga[]>, []>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue([saga]);
    start({ name: 'den Warenkorb', triggers: CART_TRIGGERS, load });
    store.dispatch(added('A'));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Der Code für den Warenkorb konnte nicht geladen werden; neuer Versuch beim nächsten Anlass', expect.any(TypeError)),
    );
    expect(handled).toEqual([]);
    store.dispatch(added('B'));
    await waitFor(() => expect(handled).toEqual(['A', 'B']));
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('tries again when the connection is back, without waiting for another intent', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, start } = shop();
    const { handled, saga } = recorder();
    const load = jest.fn<Promise<CartSaga[]>, []>().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue([saga]);
    start({ name: 'den Warenkorb', triggers: CART_TRIGGERS, load });
    store.dispatch(added('A'));
    await waitFor(() => expect(error).toHaveBeenCalled());
    store.dispatch(connectivityActions.onlineConfirmed());
    await waitFor(() => expect(handled).toEqual(['A']));
    error.mockRestore();
  });
});

describe('the checkout sagas on demand', () => {
  const write = (key: string) => ({
    kind: 'order-save',
    group: 'temp-1',
    request: { method: 'POST' as const, url: '/mobile/order/temp-1/save/PAYMENT', body: { payment: { iban: 'DE02120300000000202051' } } },
    idempotencyKey: key,
  });

  it('start at once when the restored outbox holds a write: it is sent without any page asking, once', async () => {
    const send = jest.spyOn(http, 'request').mockResolvedValue({ data: { saved: true } });
    const restored = reducer(undefined, outboxActions.enqueued(write('key-1')));
    const { store, start } = shop(restored);
    start(CHECKOUT_ON_DEMAND);
    await waitFor(() => expect(store.getState().outbox.entries).toEqual([]));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ headers: { 'Idempotency-Key': 'key-1' } }));
    send.mockRestore();
  });

  it('wait for the first checkout intent when nothing is under way', () => {
    // The code never arrives here: only when it is asked for counts.
    const load = jest.fn(() => new Promise<never>(() => undefined));
    const { store, start } = shop();
    start({ ...CHECKOUT_ON_DEMAND, load });
    store.dispatch(added('A'));
    expect(load).not.toHaveBeenCalled();
    store.dispatch(orderActions.initRequested());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
