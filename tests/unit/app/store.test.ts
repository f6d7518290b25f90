import type { Storage } from 'redux-persist';
import { createShopStore } from '../../../src/app/store';
import { cartActions } from '../../../src/state/cart';
import { notify } from '../../../src/state/notifications';

function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: async (key: string) => data.get(key) ?? null,
    setItem: async (key: string, value: string) => void data.set(key, value),
    removeItem: async (key: string) => void data.delete(key),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('store persistence (spec §3 client state)', () => {
  it('keeps cart, form, availability and order under their own keys, and nothing else', async () => {
    const storage = memoryStorage();
    const { store, persistor } = createShopStore(storage);
    await settle();
    store.dispatch(notify({ type: 'info', title: 'flüchtig' }));
    await persistor.flush();
    expect([...storage.data.keys()].sort()).toEqual(['availability', 'cart', 'form', 'order', 'outbox']);
    expect(JSON.parse(JSON.parse(storage.data.get('cart')!)._persist)).toEqual({ version: 1, rehydrated: true });
  });

  it('reads a persisted cart back into a new store', async () => {
    const storage = memoryStorage();
    const first = createShopStore(storage);
    await settle();
    storage.data.set(
      'cart',
      JSON.stringify({ tariff: JSON.stringify({ concrete_product_id: 'mobil-m' }), _persist: JSON.stringify({ version: 1, rehydrated: true }) }),
    );
    first.persistor.pause();
    const second = createShopStore(storage);
    await settle();
    expect(second.store.getState().cart.tariff).toEqual({ concrete_product_id: 'mobil-m' });
    second.store.dispatch(cartActions.cleared());
    expect(second.store.getState().cart.tariff).toBeNull();
  });

  it('applies the notification defaults of spec §3', () => {
    const { store } = createShopStore(memoryStorage());
    store.dispatch(notify({ type: 'success', title: 'Gespeichert' }));
    expect(store.getState().notifications[0]).toMatchObject({ duration: 3000, position: 'top-right', type: 'success' });
  });
});
