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
  // An order lost while this page is being left ('left') holds this page back, not a later checkout.
  const phaseAtMount = useRef(order.phase);
  useEffect(() => {
    if (ready) {
      // Losing the order later (another cart, another kind of order) starts a new one.
      requested.current = false;
      return;
    }
    // A failed status read is asked for again by the shopper, not answered with another order.
    // Nor while the page is being left with its order lost (an expired session sends the shopper home).
    const leaving = order.phase === 'left' && phaseAtMount.current !== 'left';
    const busy = leaving || ['initializing', 'submitting', 'status-failed'].includes(order.phase);
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
