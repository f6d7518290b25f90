import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { checkoutOrderCookie } from '../../../sagas/order/order-cookie';
import { orderActions, orderSlice, type OrderState } from '../../../src/state/order';
import { CHECKOUT_ORDER_COOKIE } from '../../../src/domain/checkout-order-cookie';
import { readCookie, writeCookie, deleteCookie } from '../../../src/api/cookies';

const MINE = '11111111-2222-4333-8444-555555555555';
const OTHER_TAB = '99999999-8888-4777-8666-555555555555';

function startWith(order: Partial<OrderState> = {}) {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { order: orderSlice.reducer },
    preloadedState: { order: { ...orderSlice.getInitialState(), ...order } },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  const task = sagas.run(checkoutOrderCookie);
  return { store, stop: () => task.cancel() };
}

const cookie = () => readCookie(CHECKOUT_ORDER_COOKIE);
let running: ReturnType<typeof startWith> | null = null;
const start = (order?: Partial<OrderState>) => (running = startWith(order));

afterEach(() => {
  running?.stop();
  running = null;
  deleteCookie(CHECKOUT_ORDER_COOKIE);
});

describe('the cookie naming the tab’s temp order', () => {
  it('names the order the tab restored, so that a reload of a step can be rendered on the server', () => {
    start({ tempOrderId: MINE, line: 'mobile' });
    expect(cookie()).toBe(`mobile.${MINE}`);
  });

  it('names a new order as soon as it is started, and leaves with it once it is sent', () => {
    const { store } = start();
    expect(cookie()).toBeUndefined();
    store.dispatch(orderActions.initSucceeded({ tempOrderId: MINE, line: 'landline', cartKey: '{}' }));
    expect(cookie()).toBe(`landline.${MINE}`);
    store.dispatch(orderActions.submitSucceeded({ order_id: 'A-1' }));
    expect(cookie()).toBeUndefined();
  });

  it('leaves another tab’s order named when this tab has none, or loses its own', () => {
    writeCookie(CHECKOUT_ORDER_COOKIE, `mobile.${OTHER_TAB}`);
    const { store } = start();
    expect(cookie()).toBe(`mobile.${OTHER_TAB}`);
    store.dispatch(orderActions.initSucceeded({ tempOrderId: MINE, line: 'mobile', cartKey: '{}' }));
    expect(cookie()).toBe(`mobile.${MINE}`);
    // The other tab started (or reloaded) its order meanwhile: it is the one named now.
    writeCookie(CHECKOUT_ORDER_COOKIE, `mobile.${OTHER_TAB}`);
    store.dispatch(orderActions.orderLost({}));
    expect(cookie()).toBe(`mobile.${OTHER_TAB}`);
  });

  it('names the new order when another kind of order replaces the tab’s', () => {
    const { store } = start({ tempOrderId: MINE, line: 'mobile' });
    store.dispatch(orderActions.providerChangeChosen(true));
    expect(cookie()).toBeUndefined();
    store.dispatch(orderActions.initSucceeded({ tempOrderId: OTHER_TAB, line: 'mobile', cartKey: '{}' }));
    expect(cookie()).toBe(`mobile.${OTHER_TAB}`);
  });
});
