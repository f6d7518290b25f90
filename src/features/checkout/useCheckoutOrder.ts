import { useFeatureDispatch } from '../../state/feature-loading';
import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../state/store-types';
import { selectCartKey } from '../../state/cart-summary-selectors';
import { orderActions, selectOrder, type OrderState } from '../../state/order';

/**
 * The temp order of the current cart: initiated once when the checkout opens without one, or
 * when the cart changed since (spec §4 "Init order"). Answers whether it is ready.
 */
export function useCheckoutOrder(): {
  ready: boolean;
  emptyCart: boolean;
  failed: boolean;
  statusFailed: boolean;
  order: OrderState;
} {
  const dispatch = useFeatureDispatch('checkout');
  const order = useAppSelector(selectOrder);
  const cartKey = useAppSelector(selectCartKey);
  const ready = Boolean(order.tempOrderId && order.cartKey === cartKey && order.status);
  const requested = useRef(false);
  useEffect(() => {
    if (ready) {
      // Losing the order later (another cart, another kind of order) starts a new one.
      requested.current = false;
      return;
    }
    // A failed status read is asked for again by the shopper, not answered with another order.
    const busy = order.phase === 'initializing' || order.phase === 'submitting' || order.phase === 'status-failed';
    // After the order the frame shows the confirmation; an empty cart is still sent, so that init
    // order tells the shopper and returns to the last shop route (spec §4, step 4).
    if (requested.current || busy || (cartKey === null && order.orderId)) return;
    requested.current = true;
    dispatch(orderActions.initRequested());
  }, [ready, order.phase, order.orderId, cartKey, dispatch]);
  return {
    ready,
    emptyCart: cartKey === null,
    failed: order.phase === 'init-failed',
    statusFailed: order.phase === 'status-failed',
    order,
  };
}
