import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useCheckoutOrder } from '../../../src/features/checkout/useCheckoutOrder';
import type { OrderStatus } from '../../../src/domain/order-status';
import { createRootReducer } from '../../../src/state/root-reducer';
import { orderActions } from '../../../src/state/order';

const STATUS = {
  steps: ['PERSONAL_DATA', 'PAYMENT'],
  completed_steps: ['PERSONAL_DATA'],
  prices: { positions: [], monthly: [], oneTime: [] },
} as unknown as OrderStatus;

/** A store whose temp order is ready for the (empty) cart, recording what is dispatched. */
function checkoutStore() {
  const dispatched: string[] = [];
  const reducer = createRootReducer();
  const initial = reducer(undefined, { type: 'init' });
  // Made for the cart as it is (empty: no cart key), with its status read.
  const order = { ...initial.order, tempOrderId: 'alt', line: 'mobile' as const, status: STATUS };
  const record: Middleware = () => (next) => (action) => {
    if (typeof action === 'object' && action !== null && 'type' in action) dispatched.push(String(action.type));
    return next(action);
  };
  const store = configureStore({
    reducer,
    preloadedState: { ...initial, order },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(record),
  });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, dispatched, wrapper };
}

describe('the checkout page and an order lost while it is being left', () => {
  it('starts no new order from the page being left, and a new one with the next checkout', () => {
    const { store, dispatched, wrapper } = checkoutStore();
    const shown = renderHook(() => useCheckoutOrder(), { wrapper });
    expect(shown.result.current.ready).toBe(true);
    dispatched.length = 0;

    // An expired session sends the shopper home; the checkout stays shown while that navigation is under way.
    act(() => void store.dispatch(orderActions.orderLost({ leaving: true })));
    expect(shown.result.current.ready).toBe(false);
    expect(dispatched).not.toContain(orderActions.initRequested.type);
    shown.unmount();

    // The shopper comes back to the checkout: a new order is started.
    renderHook(() => useCheckoutOrder(), { wrapper });
    expect(dispatched).toContain(orderActions.initRequested.type);
  });

  it('starts a new order at once when the order is lost on a page that stays (a new session after a 401)', () => {
    const { store, dispatched, wrapper } = checkoutStore();
    renderHook(() => useCheckoutOrder(), { wrapper });
    dispatched.length = 0;
    act(() => void store.dispatch(orderActions.orderLost({ resumeStep: 'PAYMENT' })));
    expect(dispatched).toContain(orderActions.initRequested.type);
  });
});
