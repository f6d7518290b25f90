import { waitFor } from '@testing-library/react';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, type Storage } from 'redux-persist';
import { createShopStore, type ShopStore } from '../../../src/app/store';
import type { Middleware } from '@reduxjs/toolkit';
// The CommonJS build of the module src/main.tsx takes from redux-persist/es (jest runs CommonJS).
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';
import { startSessionPersistence } from '../../../src/app/session-persistence';
import { cartActions } from '../../../src/state/cart';
import { formActions } from '../../../src/state/form';
import { notify } from '../../../src/state/notifications';
import { appRehydrated } from '../../../src/state/app';
import { PERSIST_ACTION_TYPES, PERSISTED_SLICES } from '../../../src/state/persisted-slices';

type Persistence = typeof import('../../../src/app/persistence');

/** The tab's sessionStorage, as src/main.tsx hands it to the persistence. */
const tabSessionStorage = () => createWebStorage('session');

const realPersistence = () => import('../../../src/app/persistence');
const address = { street: 'Heidestraße', house_no: '17', city: 'Köln', zipcode: '51147' };
/** What the tab's sessionStorage holds under a key, as the shop reads it back (redux-persist: each field a JSON string). */
const stored = (key: string) => {
  const raw = window.sessionStorage.getItem(key);
  if (raw === null) return null;
  return Object.fromEntries(Object.entries(JSON.parse(raw) as Record<string, string>).map(([field, value]) => [field, JSON.parse(value)]));
};
/** A cart as a tab keeps it from an earlier page (redux-persist's format). */
const storeCartOfEarlierPage = () =>
  window.sessionStorage.setItem(
    'cart',
    JSON.stringify({ tariff: JSON.stringify({ concrete_product_id: 'mobil-m' }), _persist: JSON.stringify({ version: 1, rehydrated: true }) }),
  );

/** A dynamic import that arrives when the test says so. */
function heldImport() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = jest.fn(async (): Promise<Persistence> => {
    await arrived;
    return realPersistence();
  });
  return { load, arrive };
}

function shop() {
  const dispatched: string[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    dispatched.push((action as { type: string }).type);
    return next(action);
  };
  const store: ShopStore = createShopStore({ eventLog: { middleware } });
  const actions = () => dispatched;
  return { store, actions };
}

beforeEach(() => window.sessionStorage.clear());

describe('first visit: nothing in sessionStorage (issue 13, redux-persist loads when first needed)', () => {
  it('starts the sagas at once and works without loading the persistence', async () => {
    const { store, actions } = shop();
    const load = jest.fn(realPersistence);
    await startSessionPersistence(store, tabSessionStorage(), { load });
    expect(actions()).toContain(appRehydrated.type);
    store.dispatch(notify({ type: 'success', title: 'Gespeichert' }));
    expect(store.getState().notifications[0]).toMatchObject({ duration: 3000, position: 'top-right', type: 'success' });
    expect(load).not.toHaveBeenCalled();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('loads it with the first change of the cart, and the tab then keeps the cart, under the five keys only', async () => {
    const { store } = shop();
    const load = jest.fn(realPersistence);
    await startSessionPersistence(store, tabSessionStorage(), { load });
    store.dispatch(cartActions.connectionAddressSet(address));
    await waitFor(() => expect(stored('cart')?.connectionAddress).toEqual(address));
    await waitFor(() => expect(Object.keys(window.sessionStorage).sort()).toEqual(['availability', 'cart', 'form', 'order', 'outbox']));
    expect(stored('cart')?._persist).toEqual({ version: 1, rehydrated: true });
    // From now on every change is written, and the persistence was loaded once.
    store.dispatch(formActions.valuesChanged({ step: 'PERSONAL_DATA', values: { first_name: 'Erika' } }));
    await waitFor(() => expect(stored('form')?.values).toEqual({ PERSONAL_DATA: { first_name: 'Erika' } }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('writes what changed while the code was on its way', async () => {
    const { store, actions } = shop();
    const { load, arrive } = heldImport();
    await startSessionPersistence(store, tabSessionStorage(), { load });
    store.dispatch(cartActions.connectionAddressSet(address));
    store.dispatch(formActions.valuesChanged({ step: 'PERSONAL_DATA', values: { first_name: 'Erika' } }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.length).toBe(0);
    arrive();
    await waitFor(() => expect(stored('form')?.values).toEqual({ PERSONAL_DATA: { first_name: 'Erika' } }));
    expect(stored('cart')?.connectionAddress).toEqual(address);
    // The sagas were started once, at the start; the late restore does not start them again.
    expect(actions().filter((type) => type === appRehydrated.type)).toHaveLength(1);
  });

  it('tries again with the next change, when the code could not be loaded, and loses nothing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = shop();
    const load = jest.fn(realPersistence).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await startSessionPersistence(store, tabSessionStorage(), { load, page: new EventTarget() });
    store.dispatch(cartActions.connectionAddressSet(address));
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('konnte nicht geladen werden'), expect.any(TypeError)));
    expect(window.sessionStorage.length).toBe(0);
    store.dispatch(formActions.valuesChanged({ step: 'PERSONAL_DATA', values: { first_name: 'Erika' } }));
    await waitFor(() => expect(stored('form')?.values).toEqual({ PERSONAL_DATA: { first_name: 'Erika' } }));
    expect(stored('cart')?.connectionAddress).toEqual(address);
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('tries again when the browser is back online', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const connection = new EventTarget();
    const { store } = shop();
    const load = jest.fn(realPersistence).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await startSessionPersistence(store, tabSessionStorage(), { load, page: connection });
    store.dispatch(cartActions.connectionAddressSet(address));
    await waitFor(() => expect(error).toHaveBeenCalled());
    connection.dispatchEvent(new Event('online'));
    await waitFor(() => expect(stored('cart')?.connectionAddress).toEqual(address));
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('writes what changed when the page is left before the code arrived, as redux-persist restores it', async () => {
    const page = new EventTarget();
    const first = shop();
    const { load } = heldImport(); // never arrives: a reload on a slow line
    await startSessionPersistence(first.store, tabSessionStorage(), { load, page });
    first.store.dispatch(cartActions.connectionAddressSet(address));
    first.store.dispatch(formActions.valuesChanged({ step: 'PERSONAL_DATA', values: { first_name: 'Erika' } }));
    expect(window.sessionStorage.length).toBe(0);
    page.dispatchEvent(new Event('pagehide'));
    expect(Object.keys(window.sessionStorage).sort()).toEqual(['availability', 'cart', 'form', 'order', 'outbox']);

    // The reloaded page restores it with redux-persist itself.
    const reloaded = shop();
    await startSessionPersistence(reloaded.store, tabSessionStorage(), { page: new EventTarget() });
    expect(reloaded.store.getState().cart.connectionAddress).toEqual(address);
    expect(reloaded.store.getState().form.values).toEqual({ PERSONAL_DATA: { first_name: 'Erika' } });
    expect(reloaded.store.getState().availability).toEqual({ ...first.store.getState().availability, _persist: { version: 1, rehydrated: true } });
  });

  it('writes it when the tab is sent to the background too, and writes nothing for a page left unchanged', async () => {
    const unchangedPage = new EventTarget();
    const unchanged = shop();
    await startSessionPersistence(unchanged.store, tabSessionStorage(), { load: heldImport().load, page: unchangedPage });
    unchanged.store.dispatch(notify({ type: 'info', title: 'flüchtig' }));
    unchangedPage.dispatchEvent(new Event('pagehide'));
    expect(window.sessionStorage.length).toBe(0);

    const page = new EventTarget();
    const { store } = shop();
    await startSessionPersistence(store, tabSessionStorage(), { load: heldImport().load, page });
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
    const said = [jest.spyOn(console, 'warn').mockImplementation(() => undefined), jest.spyOn(console, 'error').mockImplementation(() => undefined)];
    const { store, actions } = shop();
    await startSessionPersistence(store, tabSessionStorage());
    expect(actions()).toContain(appRehydrated.type);
    store.dispatch(cartActions.connectionAddressSet(address));
    await waitFor(() => expect((store.getState().cart as { _persist?: { rehydrated: boolean } })._persist?.rehydrated).toBe(true));
    expect(store.getState().cart.connectionAddress).toEqual(address);
    refused.mockRestore();
    for (const spy of said) spy.mockRestore();
  });
});

describe('returning visitor: the tab keeps a session (a reload in the checkout)', () => {
  it('restores it before the app may render, and only then starts the sagas', async () => {
    storeCartOfEarlierPage();
    const { store, actions } = shop();
    const { load, arrive } = heldImport();
    let ready = false;
    const restored = startSessionPersistence(store, tabSessionStorage(), { load }).then(() => (ready = true));
    await waitFor(() => expect(load).toHaveBeenCalled());
    // The app waits (src/main.tsx renders once `restored` resolves), and so do the sagas.
    expect(ready).toBe(false);
    expect(actions()).not.toContain(appRehydrated.type);
    arrive();
    await restored;
    expect(store.getState().cart.tariff).toEqual({ concrete_product_id: 'mobil-m' });
    const order = actions();
    expect(order.lastIndexOf(REHYDRATE)).toBeLessThan(order.indexOf(appRehydrated.type));
    store.dispatch(cartActions.cleared());
    expect(store.getState().cart.tariff).toBeNull();
    await waitFor(() => expect(stored('cart')?.tariff).toBeNull());
  });

  it('waits for the code when it cannot be loaded, and restores once the browser is back online', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    storeCartOfEarlierPage();
    const connection = new EventTarget();
    const { store, actions } = shop();
    const load = jest.fn(realPersistence).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const restored = startSessionPersistence(store, tabSessionStorage(), { load, page: connection, retryAfterMs: 60_000 });
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(actions()).not.toContain(appRehydrated.type);
    connection.dispatchEvent(new Event('online'));
    await restored;
    expect(store.getState().cart.tariff).toEqual({ concrete_product_id: 'mobil-m' });
    expect(actions()).toContain(appRehydrated.type);
    error.mockRestore();
  });
});

it("leaves redux-persist's own actions to it in the serializability check, without importing it", () => {
  expect(PERSIST_ACTION_TYPES.sort()).toEqual([FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE].sort());
});

it('the persistence keeps no key of its own beside the slices (spec §3)', async () => {
  const storage: Storage & { keys: Set<string> } = {
    keys: new Set(),
    getItem: async () => null,
    setItem: async (key: string) => void storage.keys.add(key),
    removeItem: async () => undefined,
  };
  const { store } = shop();
  await startSessionPersistence(store, storage);
  store.dispatch(notify({ type: 'info', title: 'flüchtig' }));
  store.dispatch(cartActions.connectionAddressSet(address));
  await waitFor(() => expect([...storage.keys].sort()).toEqual(['availability', 'cart', 'form', 'order', 'outbox']));
});

it('a first visit changes no persisted slice as the sagas start (else the persistence would load at once)', async () => {
  const { store } = shop();
  const before = store.getState();
  const load = jest.fn(realPersistence);
  await startSessionPersistence(store, tabSessionStorage(), { load });
  for (const key of PERSISTED_SLICES) expect(store.getState()[key]).toBe(before[key]);
  expect(load).not.toHaveBeenCalled();
});
