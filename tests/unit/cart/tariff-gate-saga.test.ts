import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { combineReducers } from '@reduxjs/toolkit';
import { fetchCatalogue } from '../../../src/api/catalogue';
import type { AvailabilityResult } from '../../../src/domain/availability';
import { availabilityActions, availabilitySlice } from '../../../src/state/availability';
import { cartActions, cartSlice } from '../../../src/state/cart';
import { notificationsSlice } from '../../../src/state/notifications';
import { cartWith, handset, landlineTariff, mobileTariff } from './fixtures';
import { cartSagas } from '../../support/cart-sagas';

const reducer = combineReducers({
  cart: cartSlice.reducer,
  availability: availabilitySlice.reducer,
  notifications: notificationsSlice.reducer,
});
type State = ReturnType<typeof reducer>;

const BONN = { street: 'Lindenallee', house_no: '12', city: 'Bonn', zipcode: '53113' };
const zuhauseL = landlineTariff();
const checked = (products: string[], extra: Partial<AvailabilityResult> = {}): AvailabilityResult => ({
  address: BONN,
  max_bandwidth: [{ technology: 'FTTH', download_kbps: 1_000_000, upload_kbps: 500_000 }],
  products,
  ...extra,
});

const start = (result: AvailabilityResult | null, cart = cartWith({})): State => ({
  cart,
  availability: { ...availabilitySlice.getInitialState(), result },
  notifications: [],
});

/**
 * How long expectSaga lets the never-ending saga run before it checks. The dispatches are spaced by
 * 5 ms delays; the timeout starts with the run, so on a loaded machine a 50 ms bound could expire
 * between two delayed dispatches. A wide margin keeps the order of the steps what is tested.
 */
const RUN_MS = 1000;

async function run(initial: State, ...actions: Parameters<typeof reducer>[1][]): Promise<State> {
  let saga = expectSaga(cartSagas)
    .withReducer(reducer, initial)
    .provide([[matchers.call.fn(fetchCatalogue), { ok: true, data: { items: [] } }]]);
  // One after the other, as a shopper's clicks come: each is handled before the next arrives.
  for (const action of actions) saga = saga.dispatch(action).delay(5);
  return (await saga.silentRun(RUN_MS)).storeState as State;
}

describe('a landline tariff goes into the cart only after a fitting availability check', () => {
  it.each([
    ['without a check', null, 'Bitte prüfen Sie zuerst die Verfügbarkeit an Ihrer Adresse.'],
    [
      'while a correction is still to choose',
      checked([], { corrections: { street: ['Lindenallee'] } }),
      'Bitte prüfen Sie zuerst die Verfügbarkeit an Ihrer Adresse.',
    ],
    [
      'where nothing is available',
      checked([]),
      'An Ihrer Adresse ist leider keiner unserer Festnetz- und Glasfasertarife verfügbar.',
    ],
    [
      'where only other tariffs are available',
      checked(['T-ZUHAUSE-S']),
      'Dieser Tarif ist an Ihrer Adresse nicht verfügbar.',
    ],
  ])('is refused %s, with the reason', async (_case, result, reason) => {
    const state = await run(start(result), cartActions.tariffRequested(zuhauseL));
    expect(state.cart.tariff).toBeNull();
    expect(state.notifications).toEqual([
      expect.objectContaining({ type: 'warning', title: 'Tarif nicht bestellbar', message: reason }),
    ]);
  });

  it('joins the cart with the checked address as its connection address', async () => {
    const state = await run(start(checked(['T-ZUHAUSE-L'])), cartActions.tariffRequested(zuhauseL));
    expect(state.cart.tariff?.concrete_product_id).toBe('T-ZUHAUSE-L');
    expect(state.cart.connectionAddress).toEqual(BONN);
    expect(state.notifications).toEqual([]);
  });

  it('keeps the connection address when the shopper checks another address afterwards', async () => {
    const state = await run(
      start(checked(['T-ZUHAUSE-L'])),
      cartActions.tariffRequested(zuhauseL),
      availabilityActions.checked(
        checked([], { address: { ...BONN, street: 'Am Markt', zipcode: '04109', city: 'Leipzig' } }),
      ),
    );
    expect(state.cart.connectionAddress).toEqual(BONN);
  });

  it('lets a mobile tariff in without a check, and it drops the landline connection address', async () => {
    const cart = cartWith({ tariff: zuhauseL, connectionAddress: BONN });
    const state = await run(start(null, cart), cartActions.tariffRequested(mobileTariff()));
    expect(state.cart.tariff?.concrete_product_id).toBe('T-MOBIL-M');
    expect(state.cart.connectionAddress).toBeUndefined();
  });
});

describe('replacing the cart’s tariff', () => {
  it('names the old and the new tariff in an info notice', async () => {
    const state = await run(
      start(null, cartWith({ tariff: zuhauseL, connectionAddress: BONN })),
      cartActions.tariffRequested(mobileTariff()),
    );
    expect(state.notifications).toEqual([
      expect.objectContaining({
        type: 'info',
        title: 'Tarif ersetzt',
        message: '„Zuhause L“ wurde durch „Mobil M“ ersetzt.',
      }),
    ]);
  });

  it('says so too when a device page brings its tariff along', async () => {
    const state = await run(
      start(null, cartWith({ tariff: zuhauseL })),
      cartActions.handsetChosen({ tariff: mobileTariff(), handset: handset() }),
    );
    expect(state.notifications).toEqual([
      expect.objectContaining({ title: 'Tarif ersetzt', message: '„Zuhause L“ wurde durch „Mobil M“ ersetzt.' }),
    ]);
  });

  it('stays silent when the cart was empty or the same tariff is added again', async () => {
    const first = await run(
      start(checked(['T-ZUHAUSE-L'])),
      cartActions.tariffRequested(zuhauseL),
      cartActions.tariffRequested(zuhauseL),
    );
    expect(first.notifications).toEqual([]);
  });
});
