import { waitFor } from '@testing-library/react';
import { REHYDRATE, type Storage } from 'redux-persist';
import { createShopStore, type ShopStore } from '../../../src/app/store';
import type { Middleware } from '@reduxjs/toolkit';
// The CommonJS build of the module src/main.tsx takes from redux-persist/es (jest runs CommonJS).
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import { startSessionPersistence } from '../../../src/app/session-persistence';
import { cartActions } from '../../../src/state/cart';
import { formActions } from '../../../src/state/form';
import { notify } from '../../../src/state/notifications';
import { appRehydrated } from '../../../src/state/app';

const address = { street: 'Heidestraße', house_no: '17', city: 'Köln', zipcode: '51147' };
const FIVE_KEYS = ['availability', 'cart', 'form', 'order', 'outbox'];

/** What the tab's sessionStorage holds under a key, as the shop reads it back (redux-persist: each field a JSON string). */
const stored = (key: string) => {
  const raw = window.sessionStorage.getItem(key);
  if (raw === null) return null;
  return Object.fromEntries(
    Object.entries(JSON.parse(raw) as Record<string, string>).map(([field, value]) => [field, JSON.parse(value)]),
  );
};

/** A store as src/main.tsx builds it, on the tab's sessionStorage (or `storage`), recording what it dispatches. */
function shop(storage: Storage = createWebStorage('session')) {
  const dispatched: string[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    dispatched.push((action as { type: string }).type);
    return next(action);
  };
  const store: ShopStore = createShopStore({ eventLog: { middleware }, storage });
  const actions = () => dispatched;
  return { store, actions };
}

beforeEach(() => window.sessionStorage.clear());

describe('first visit: nothing in sessionStorage', () => {
  it('starts the sagas once nothing is found, and keeps the cart from its first change on, under the five keys only', async () => {
    const { store, actions } = shop();
    await startSessionPersistence(store, { page: new EventTarget() });
    expect(actions().filter((type) => type === appRehydrated.type)).toHaveLength(1);
    store.dispatch(notify({ type: 'success', title: 'Gespeichert' }));
    expect(store.getState().notifications[0]).toMatchObject({ duration: 3000, position: 'top-right', type: 'success' });
    store.dispatch(cartActions.connectionAddressSet(address));
    await waitFor(() => expect(stored('cart')?.connectionAddress).toEqual(address));
    expect(stored('cart')?._persist).toEqual({ version: 1, rehydrated: true });
    expect(Object.keys(window.sessionStorage).sort()).toEqual(FIVE_KEYS);
    store.dispatch(formActions.valuesChanged({ step: 'PERSONAL_DATA', values: { first_name: 'Erika' } }));
    await waitFor(() => expect(stored('form')?.values).toEqual({ PERSONAL_DATA: { first_name: 'Erika' } }));
  });

  it('writes what changed at once when the page is left (before redux-persist’s own write), and a reload restores it', async () => {
    const page = new EventTarget();
    const first = shop();
    await startSessionPersistence(first.store, { page });
    first.store.dispatch(cartActions.connectionAddressSet(address));
    first.store.dispatch(formActions.valuesChanged({ step: 'PERSONAL_DATA', values: { first_name: 'Erika' } }));
    // Synchronously, in the 'pagehide' handler: nothing of the page runs after it.
    page.dispatchEvent(new Event('pagehide'));
    expect(stored('cart')?.connectionAddress).toEqual(address);
    expect(stored('form')?.values).toEqual({ PERSONAL_DATA: { first_name: 'Erika' } });

    const reloaded = shop();
    await startSessionPersistence(reloaded.store, { page: new EventTarget() });
    expect(reloaded.store.getState().cart.connectionAddress).toEqual(address);
    expect(reloaded.store.getState().form.values).toEqual({ PERSONAL_DATA: { first_name: 'Erika' } });
  });

  it('writes it at once when the tab is sent to the background too', async () => {
    const page = new EventTarget();
    const { store } = shop();
    await startSessionPersistence(store, { page });
    store.dispatch(cartActions.connectionAddressSet(address));
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    page.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(stored('cart')?.connectionAddress).toEqual(address);
  });

  it('works on from memory where the browser refuses sessionStorage', async () => {
    // As a browser with storage disabled (or full, or in an old private mode) refuses to store.
    const refused = jest.spyOn(window.Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    // redux-persist says so in development, and falls back to keeping nothing.
    const said = [
      jest.spyOn(console, 'warn').mockImplementation(() => undefined),
      jest.spyOn(console, 'error').mockImplementation(() => undefined),
    ];
    const { store, actions } = shop();
    await startSessionPersistence(store, { page: new EventTarget() });
    expect(actions()).toContain(appRehydrated.type);
    store.dispatch(cartActions.connectionAddressSet(address));
    expect(store.getState().cart.connectionAddress).toEqual(address);
    refused.mockRestore();
    for (const spy of said) spy.mockRestore();
  });
});

describe('returning visitor: the tab keeps a session (a reload in the checkout)', () => {
  it('restores it before the app may render, and only then starts the sagas', async () => {
    // A cart as a tab keeps it from an earlier page (redux-persist's format).
    window.sessionStorage.setItem(
      'cart',
      JSON.stringify({
        tariff: JSON.stringify({ concrete_product_id: 'mobil-m' }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const { store, actions } = shop();
    await startSessionPersistence(store, { page: new EventTarget() });
    expect(store.getState().cart.tariff).toEqual({ concrete_product_id: 'mobil-m' });
    const order = actions();
    expect(order.lastIndexOf(REHYDRATE)).toBeLessThan(order.indexOf(appRehydrated.type));
    store.dispatch(cartActions.cleared());
    expect(store.getState().cart.tariff).toBeNull();
    await waitFor(() => expect(stored('cart')?.tariff).toBeNull());
  });
});

it('the persistence keeps no key of its own beside the slices (spec §3)', async () => {
  const storage: Storage & { keys: Set<string> } = {
    keys: new Set(),
    getItem: () => Promise.resolve(null),
    setItem: (key: string) => Promise.resolve(void storage.keys.add(key)),
    removeItem: () => Promise.resolve(),
  };
  const { store } = shop(storage);
  await startSessionPersistence(store, { page: new EventTarget() });
  store.dispatch(notify({ type: 'info', title: 'flüchtig' }));
  store.dispatch(cartActions.connectionAddressSet(address));
  await waitFor(() => expect([...storage.keys].sort()).toEqual(FIVE_KEYS));
});
