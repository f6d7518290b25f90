import { call, select, take } from 'typed-redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { selectOrder, type OrderState } from '../../src/state/order';
import { CHECKOUT_ORDER_COOKIE, checkoutOrderCookieValue } from '../../src/domain/checkout-order-cookie';
import { deleteCookie, readCookie, writeCookie } from '../../src/api/cookies';

const cookieValueOf = (order: OrderState) =>
  order.tempOrderId && order.line
    ? checkoutOrderCookieValue({ line: order.line, tempOrderId: order.tempOrderId })
    : null;

const isOrderAction = (action: Action) => action.type.startsWith('order/');

/**
 * Names this tab's temp order to the server (src/domain/checkout-order-cookie.ts), so that a reload
 * of a checkout step comes rendered: when the checkout starts with an order, and whenever the order
 * changes. When this tab's order ends (sent, lost, replaced by another kind), the cookie goes with it,
 * unless it names another tab's order by then.
 */
export function* checkoutOrderCookie(): Generator {
  let named: string | null = null;
  for (;;) {
    const value = cookieValueOf(yield* select(selectOrder));
    if (value !== named) {
      if (value) yield* call(writeCookie, CHECKOUT_ORDER_COOKIE, value);
      else if (named !== null && (yield* call(readCookie, CHECKOUT_ORDER_COOKIE)) === named)
        yield* call(deleteCookie, CHECKOUT_ORDER_COOKIE);
      named = value;
    }
    yield* take(isOrderAction);
  }
}
