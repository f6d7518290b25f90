import type { OrderLine } from './order-flow';

/**
 * The tab's temp order, named to the server in a cookie beside the session's token: a reloaded
 * checkout step can then be rendered there from the order's status and form schema, instead of
 * waiting for the app's code. Only a name: the order is visible to its own session alone (API.md),
 * and the tab's own state (sessionStorage) stays the authority; with two tabs, the cookie names the
 * order last started or reloaded, and a tab with another one renders its own in the browser.
 */
export const CHECKOUT_ORDER_COOKIE = 'checkout_order';

export interface CheckoutOrderRef {
  line: OrderLine;
  tempOrderId: string;
}

/** Temp order ids are UUIDs (API.md); anything else is not read. */
const COOKIE_VALUE = /^(mobile|landline)\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export const checkoutOrderCookieValue = (order: CheckoutOrderRef) => `${order.line}.${order.tempOrderId}`;

/** The order a cookie value names, or null for none or a value that is not one. */
export function checkoutOrderOf(value: string | undefined): CheckoutOrderRef | null {
  const match = COOKIE_VALUE.exec(value ?? '');
  return match ? { line: match[1] as OrderLine, tempOrderId: match[2] as string } : null;
}
