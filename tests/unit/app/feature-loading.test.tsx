import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { Storage } from 'redux-persist';
import { createShopStore } from '../../../src/app/store';
import { startSessionPersistence } from '../../../src/app/session-persistence';
import { http } from '../../../src/api/http';
import { useFeatureDispatch } from '../../../src/state/feature-loading';
import { cartActions } from '../../../src/state/cart';
import { outboxActions, outboxSlice } from '../../../src/state/outbox';
import { iconsActions, selectIcons } from '../../../src/state/icons';
import { appReady } from '../../../src/state/app';
import { item } from '../cart/fixtures';

/** sessionStorage as redux-persist keeps it: per key an object of JSON strings. */
function storageWith(saved: Record<string, Record<string, unknown>> = {}): Storage {
  return {
    getItem: (key) =>
      Promise.resolve(
        saved[key]
          ? JSON.stringify(
              Object.fromEntries(
                Object.entries({ ...saved[key], _persist: { version: 1, rehydrated: true } }).map(([k, v]) => [
                  k,
                  JSON.stringify(v),
                ]),
              ),
            )
          : null,
      ),
    setItem: () => Promise.resolve(),
    removeItem: () => Promise.resolve(),
  };
}

async function startedShop(storage = storageWith()) {
  const store = createShopStore({ storage });
  await startSessionPersistence(store, { page: new EventTarget() });
  return store;
}

/** Two options chosen with one press, as the landline items page does when its tariff is in the cart. */
function TwoOptions() {
  const toCart = useFeatureDispatch('cart');
  const choose = () => {
    toCart(cartActions.itemAdded(item('A')));
    toCart(cartActions.itemAdded(item('B')));
  };
  return (
    <button type="button" onClick={choose}>
      Beide wählen
    </button>
  );
}

describe('a feature module loaded with its first intent (src/app/features.ts)', () => {
  it('handles the intents dispatched before its code arrived, in order and once, then each as it comes', async () => {
    const store = await startedShop();
    render(
      <Provider store={store}>
        <TwoOptions />
      </Provider>,
    );
    expect(store.isFeatureLoaded('cart')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Beide wählen' }));
    // The cart's code is still on its way: nothing is handled yet, and nothing is dropped.
    expect(store.getState().cart.options).toEqual([]);
    await waitFor(() => expect(store.getState().cart.options.map((o) => o.concrete_product_id)).toEqual(['A', 'B']));
    expect(store.isFeatureLoaded('cart')).toBe(true);
    // Once there, an intent is handled at once, by one saga only.
    store.dispatch(cartActions.itemRemoved({ item: item('A') }));
    expect(store.getState().cart.options.map((o) => o.concrete_product_id)).toEqual(['B']);
  });

  it('injects the slice it brings: its selector reads the initial state until then', async () => {
    const store = await startedShop();
    expect(store.getState().icons).toBeUndefined();
    expect(selectIcons(store.getState())).toEqual({});
    await store.loadFeature('icons');
    store.dispatch(iconsActions.iconFailed('tv'));
    expect(selectIcons(store.getState())).toEqual({ tv: { status: 'failed' } });
  });

  it('loads and starts a module once, however often it is asked for', async () => {
    const store = await startedShop();
    await Promise.all([store.loadFeature('cart'), store.loadFeature('cart')]);
    await store.loadFeature('cart');
    store.dispatch(cartActions.itemAdded(item('A')));
    // Two running cart sagas would each add the option.
    expect(store.getState().cart.options).toHaveLength(1);
  });
});

describe('the checkout at start', () => {
  const write = (key: string) => ({
    kind: 'order-save',
    group: 'temp-1',
    request: {
      method: 'POST' as const,
      url: '/mobile/order/temp-1/save/PAYMENT',
      body: { payment: { iban: 'DE02120300000000202051' } },
    },
    idempotencyKey: key,
  });

  it('starts once the page is ready when the restored outbox holds a write: it is sent without any page asking, once', async () => {
    const send = jest.spyOn(http, 'request').mockResolvedValue({ data: { saved: true } });
    const outbox = outboxSlice.reducer(undefined, outboxActions.enqueued(write('key-1')));
    const store = await startedShop(storageWith({ outbox }));
    // The page's first render (its ready signal) comes first: its code does not share the line with the checkout's.
    expect(store.isFeatureLoaded('checkout')).toBe(false);
    expect(send).not.toHaveBeenCalled();
    store.dispatch(appReady());
    await waitFor(() => expect(store.getState().outbox.entries).toEqual([]));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ headers: { 'Idempotency-Key': 'key-1' } }));
    send.mockRestore();
  });

  it('waits for the first checkout intent when nothing is under way', async () => {
    const store = await startedShop();
    store.dispatch(cartActions.itemAdded(item('A')));
    expect(store.isFeatureLoaded('checkout')).toBe(false);
    await store.loadFeature('checkout');
    expect(store.isFeatureLoaded('checkout')).toBe(true);
  });
});
