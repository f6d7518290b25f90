import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { fetchCatalogue } from '../../../src/api/catalogue';
import { combineReducers } from '@reduxjs/toolkit';
import { cartActions, cartSlice } from '../../../src/state/cart';
import { notificationsSlice } from '../../../src/state/notifications';
import { cartWith, item, landlineTariff, mobileTariff } from './fixtures';
import { cartSagas } from '../../support/cart-sagas';
import { ran } from '../../support/saga-run';

const reducer = combineReducers({ cart: cartSlice.reducer, notifications: notificationsSlice.reducer });
type State = ReturnType<typeof reducer>;

const streamS = item('OPT-STREAM-S', { product_name: 'Streaming S', grouping_id: 'stream' });
const streamM = item('OPT-STREAM-M', { product_name: 'Streaming M', grouping_id: 'stream' });
const router = item('HW-ROUTER', { product_name: 'Router', kind: 'hardware', grouping_id: 'router', mandatory: true });
const routerPlus = item('HW-ROUTER-PLUS', { product_name: 'Router Plus', kind: 'hardware', grouping_id: 'router' });

const start = (overrides = {}): State => ({
  cart: cartWith({ tariff: landlineTariff(), options: [streamS], hardware: [router], ...overrides }),
  notifications: [],
});

const run = (initial: State, ...actions: ReturnType<(typeof cartActions)[keyof typeof cartActions]>[]) => {
  let saga = expectSaga(cartSagas).withReducer(reducer, initial);
  for (const action of actions) saga = saga.dispatch(action);
  return ran(saga.silentRun(50), reducer);
};

describe('cart saga notices (spec §8)', () => {
  it('replaces an option of the same group and says which replaced which', async () => {
    const { storeState } = await run(start(), cartActions.itemAdded(streamM));
    const state = storeState;
    expect(state.cart.options.map((o) => o.concrete_product_id)).toEqual(['OPT-STREAM-M']);
    expect(state.notifications).toEqual([
      expect.objectContaining({
        type: 'info',
        title: 'Option hinzugefügt',
        message: '„Streaming S“ wurde durch „Streaming M“ ersetzt.',
      }),
    ]);
  });

  it('titles a hardware replacement "Hardware hinzugefügt"', async () => {
    const { storeState } = await run(start(), cartActions.itemAdded(routerPlus));
    const state = storeState;
    expect(state.cart.hardware.map((h) => h.concrete_product_id)).toEqual(['HW-ROUTER-PLUS']);
    expect(state.notifications[0]).toMatchObject({
      type: 'info',
      title: 'Hardware hinzugefügt',
      message: '„Router“ wurde durch „Router Plus“ ersetzt.',
    });
  });

  it('adds an item of a new group silently', async () => {
    const wlan = item('OPT-WLAN', { grouping_id: 'wlan' });
    const { storeState } = await run(start(), cartActions.itemAdded(wlan));
    const state = storeState;
    expect(state.cart.options).toEqual([streamS, wlan]);
    expect(state.notifications).toEqual([]);
  });

  it('refuses to remove a mandatory item with the warning', async () => {
    const { storeState } = await run(start(), cartActions.itemRemoved({ item: router }));
    const state = storeState;
    expect(state.cart.hardware).toEqual([router]);
    expect(state.notifications).toEqual([
      expect.objectContaining({
        type: 'warning',
        title: 'Router ist Pflicht',
        message: 'Und kann daher nicht abgewählt werden',
      }),
    ]);
  });

  it('removes a mandatory item when forced, and an optional one on request', async () => {
    const { storeState } = await run(
      start(),
      cartActions.itemRemoved({ item: router, force: true }),
      cartActions.itemRemoved({ item: streamS }),
    );
    const state = storeState;
    expect(state.cart.hardware).toEqual([]);
    expect(state.cart.options).toEqual([]);
    expect(state.notifications).toEqual([]);
  });
});

describe('mandatory hardware of a landline tariff', () => {
  const fibreRouter = item('hw-router-glasfaser', {
    product_name: 'Router-Paket Glasfaser',
    kind: 'hardware',
    grouping_id: 'router',
    mandatory: true,
  });
  const tvBox = item('hw-tv-box', { product_name: 'TV-Box', kind: 'hardware' });
  const empty: State = { cart: cartWith({}), notifications: [] };

  it('joins the cart with the tariff, optional hardware does not', async () => {
    const tariff = landlineTariff();
    const { storeState } = await ran(
      expectSaga(cartSagas)
        .withReducer(reducer, empty)
        .provide([[matchers.call.fn(fetchCatalogue), { ok: true, data: { items: [fibreRouter, tvBox] } }]])
        .call(fetchCatalogue, {
          kind: 'tariffItems',
          category: 'magentazuhause-tarife',
          slug: 'zuhause-l',
          items: 'hardware',
        })
        .dispatch(cartActions.tariffChosen(tariff))
        .silentRun(50),
      reducer,
    );
    const state = storeState;
    expect(state.cart.tariff).toEqual(tariff);
    expect(state.cart.hardware).toEqual([fibreRouter]);
    expect(state.notifications).toEqual([]);
  });

  it('leaves the cart alone when the hardware list cannot be loaded', async () => {
    const { storeState } = await ran(
      expectSaga(cartSagas)
        .withReducer(reducer, empty)
        .provide([[matchers.call.fn(fetchCatalogue), { ok: false, error: { status: 503, type: 'X', message: '' } }]])
        .dispatch(cartActions.tariffChosen(landlineTariff()))
        .silentRun(50),
      reducer,
    );
    expect(storeState.cart.hardware).toEqual([]);
  });

  it('asks nothing for a mobile tariff', async () => {
    await expectSaga(cartSagas)
      .withReducer(reducer, empty)
      .provide([[matchers.call.fn(fetchCatalogue), { ok: true, data: { items: [fibreRouter] } }]])
      .not.call.fn(fetchCatalogue)
      .dispatch(cartActions.tariffChosen(mobileTariff()))
      .silentRun(50);
  });
});
