import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { combineReducers } from '@reduxjs/toolkit';
import { initOrder, loadStatus, PROMOTION_REMOVED } from '../../../sagas/order/init';
import { ensureSession } from '../../../sagas/session';
import { viaOutbox } from '../../../sagas/outbox';
import { navigateTo } from '../../../src/api/navigator';
import { cartSlice } from '../../../src/state/cart';
import { selectCartKey } from '../../../src/state/cart-summary-selectors';
import { orderSlice, orderActions } from '../../../src/state/order';
import { availabilitySlice } from '../../../src/state/availability';
import { navigationSlice } from '../../../src/state/navigation';
import { notificationsSlice } from '../../../src/state/notifications';
import { sessionActions } from '../../../src/state/session';
import { EMPTY_CART, type CartContents } from '../../../src/domain/cart';
import { item, landlineTariff, mobileTariff } from '../cart/fixtures';
import { ran } from '../../support/saga-run';

const reducer = combineReducers({
  cart: cartSlice.reducer,
  order: orderSlice.reducer,
  availability: availabilitySlice.reducer,
  navigation: navigationSlice.reducer,
  notifications: notificationsSlice.reducer,
});
type State = ReturnType<typeof reducer>;

const dataTariff = mobileTariff({ properties: { product_id: 'DATA', sublevel: 'NO_DEVICE', min_term_months: 24 } });
const cartWith = (overrides: Partial<CartContents>): CartContents => ({
  ...EMPTY_CART,
  tariff: dataTariff,
  ...overrides,
});

function initialState(cart: CartContents, extra: Partial<State> = {}): State {
  const base = reducer(undefined, { type: 'init' });
  return { ...base, cart, navigation: { ...base.navigation, lastShopRoute: '/unterwegs/tarife/mobilfunk' }, ...extra };
}

const corrections = (...ids: string[]) => ({
  ok: true,
  data: { status_code: 300, details: ids.map((id) => ({ action: 'REMOVE_FROM_CART', id, type: 'option' })) },
});
const accepted = { ok: true, data: { status_code: 200, temp_order_id: 'temp-1', details: [] } };

/** Answers each initiate-order write (queued in the outbox) with the next prepared answer. */
function answers(...list: unknown[]) {
  let call = 0;
  return { call: (effect: { fn: unknown }, next: () => unknown) => (effect.fn === viaOutbox ? list[call++] : next()) };
}

const providers = (initiate: ReturnType<typeof answers>) =>
  [
    [matchers.call.fn(ensureSession), true],
    [matchers.call.fn(loadStatus), undefined],
    [matchers.call.fn(navigateTo), undefined],
    initiate,
  ] as never;

describe('init order (spec §4)', () => {
  const action = orderActions.initRequested();

  it('removes flagged items, says "Warenkorb aktualisiert" and retries: 300 twice, then 200', async () => {
    const cart = cartWith({ options: [item('OPT-A'), item('OPT-B')] });
    const { storeState, effects } = await ran(
      expectSaga(initOrder, action)
        .withReducer(reducer, initialState(cart))
        .provide(providers(answers(corrections('OPT-A'), corrections('OPT-B'), accepted)))
        .put.like({
          action: { type: 'notifications/notify', payload: { type: 'info', title: 'Warenkorb aktualisiert' } },
        })
        .run(),
      reducer,
    );
    const calls = effects.call.filter((effect) => effect.payload.fn === viaOutbox);
    expect(calls).toHaveLength(3);
    expect(
      calls.map(
        (c) => (c.payload.args[0] as { request: { body: { cart: { options: unknown[] } } } }).request.body.cart.options,
      ),
    ).toEqual([[{ id: 'OPT-A' }, { id: 'OPT-B' }], [{ id: 'OPT-B' }], []]);
    expect(new Set(calls.map((c) => (c.payload.args[0] as { idempotencyKey: string }).idempotencyKey)).size).toBe(3);
    expect(storeState.cart.options).toEqual([]);
    expect(storeState.order).toMatchObject({ tempOrderId: 'temp-1', line: 'mobile', phase: 'idle' });
    // The checkout knows the temp order as the one of the cart it shows (useCheckoutOrder compares this key).
    expect(storeState.order.cartKey).toBe(selectCartKey(storeState));
    expect(
      storeState.notifications.filter((n: { title: string }) => n.title === 'Warenkorb aktualisiert'),
    ).toHaveLength(2);
  });

  it('tells the shopper in German when the server took an ended promotion out of the cart', async () => {
    const ended = {
      ok: true,
      data: { status_code: 300, details: [{ action: 'REMOVE_FROM_CART', id: 'PR-PHONE-DEAL-M', type: 'promotion' }] },
    };
    const { storeState } = await ran(
      expectSaga(initOrder, action)
        .withReducer(
          reducer,
          initialState(
            cartWith({ promotions: [{ concrete_product_id: 'PR-PHONE-DEAL-M' }] as CartContents['promotions'] }),
          ),
        )
        .provide(providers(answers(ended, accepted)))
        .run(),
      reducer,
    );
    expect(storeState.notifications).toContainEqual(
      expect.objectContaining({ type: 'info', title: 'Warenkorb aktualisiert', message: PROMOTION_REMOVED }),
    );
    expect(PROMOTION_REMOVED).toMatch(/Aktion .* nicht mehr verfügbar/);
    expect(storeState.cart.promotions).toEqual([]);
  });

  it('gives up after 3 retries (300 four times) and returns to the last shop route', async () => {
    const cart = cartWith({ options: ['A', 'B', 'C', 'D', 'E'].map((id) => item(id)) });
    const { storeState } = await ran(
      expectSaga(initOrder, action)
        .withReducer(reducer, initialState(cart))
        .provide(providers(answers(corrections('A'), corrections('B'), corrections('C'), corrections('D'), accepted)))
        .call(navigateTo, '/unterwegs/tarife/mobilfunk')
        .run(),
      reducer,
    );
    expect(storeState.order.tempOrderId).toBeNull();
    expect(storeState.notifications.at(-1)).toMatchObject({
      type: 'error',
      title: 'Ihr Warenkorb konnte nicht verarbeitet werden',
      message: 'Sie wurden deshalb weitergeleitet',
    });
  });

  it('refuses a cart that is not ready without calling the server', async () => {
    const cart = cartWith({ tariff: mobileTariff() });
    await expectSaga(initOrder, action)
      .withReducer(reducer, initialState(cart))
      .provide(providers(answers()))
      .not.call.fn(viaOutbox)
      .call(navigateTo, '/unterwegs/tarife/mobilfunk')
      .put.like({ action: { payload: { title: 'Ihr Warenkorb konnte nicht verarbeitet werden' } } })
      .run();
  });

  it('sends a landline cart without availability back to the tariff page', async () => {
    const cart = cartWith({ tariff: landlineTariff() });
    await expectSaga(initOrder, action)
      .withReducer(reducer, initialState(cart))
      .provide(providers(answers()))
      .not.call.fn(viaOutbox)
      .call(navigateTo, '/zuhause/tarife/magentazuhause-tarife')
      .put.like({ action: { payload: { type: 'error', title: 'Es konnte keine Verfügbarkeit gefunden werden' } } })
      .run();
  });

  it('passes the tracking id in the context', async () => {
    const state = initialState(cartWith({}));
    const { effects } = await expectSaga(initOrder, action)
      .withReducer(reducer, { ...state, order: { ...state.order, trackingId: 'newsletter-7' } })
      .provide(providers(answers(accepted)))
      .run();
    const payload = effects.call.find((c) => c.payload.fn === viaOutbox)?.payload.args[0] as
      { request: { body: unknown } } | undefined;
    expect(payload?.request.body).toMatchObject({ context: { tracking_id: 'newsletter-7' } });
  });

  it.each([
    ['MalformedRequestException', 400, { type: 'error', title: 'Ihr Warenkorb enthält ungültige Werte' }],
    ['InternalServerErrorException', 500, { type: 'error', title: 'Ihre Anfrage konnte nicht verarbeitet werden' }],
    ['SomethingElse', 502, { type: 'error', title: 'Ihre Bestellung konnte nicht initialisiert werden' }],
    [
      'TariffNotAvailableException',
      422,
      { type: 'warning', title: 'Der ausgewählte Tarif ist an der Adresse nicht verfügbar.' },
    ],
  ])('answers %s with its spec §8 notice', async (type, status, notice) => {
    const { storeState } = await ran(
      expectSaga(initOrder, action)
        .withReducer(reducer, initialState(cartWith({})))
        .provide(providers(answers({ ok: false, error: { status, type, message: '' } })))
        .run(),
      reducer,
    );
    expect(storeState.notifications.at(-1)).toMatchObject(notice);
    expect(storeState.order.phase).toBe('init-failed');
  });

  it('goes to the availability step on TariffNotAvailableException and to the last shop route on AmbigiousCartEntryException', async () => {
    await expectSaga(initOrder, action)
      .withReducer(reducer, initialState(cartWith({})))
      .provide(
        providers(answers({ ok: false, error: { status: 422, type: 'TariffNotAvailableException', message: '' } })),
      )
      .call(navigateTo, '/zuhause/tarife/magentazuhause-tarife?fixedStep=availabilityCheck')
      .run();
    await expectSaga(initOrder, action)
      .withReducer(reducer, initialState(cartWith({})))
      .provide(
        providers(answers({ ok: false, error: { status: 409, type: 'AmbigiousCartEntryException', message: '' } })),
      )
      .call(navigateTo, '/unterwegs/tarife/mobilfunk')
      .run();
  });

  it('leaves a 403 to the session-expiry flow the outbox started, without a notice of its own', async () => {
    const { storeState } = await ran(
      expectSaga(initOrder, action)
        .withReducer(reducer, initialState(cartWith({})))
        .provide(
          providers(answers({ ok: false, error: { status: 403, type: 'SessionExpiredException', message: '' } })),
        )
        .not.put(sessionActions.expired())
        .run(),
      reducer,
    );
    expect(storeState.notifications).toEqual([]);
    expect(storeState.order.phase).toBe('init-failed');
  });
});
