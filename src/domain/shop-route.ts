/** Spec §4/§9: the cart and checkout prefixes, and the "last shop route" used as return target. */
export const CART_AND_CHECKOUT_PREFIXES = ['/warenkorb', '/checkout'] as const;
export const DEFAULT_SHOP_ROUTE = '/';

export function isCartOrCheckoutPath(pathname: string): boolean {
  return CART_AND_CHECKOUT_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Entering /warenkorb or /checkout from a path outside both remembers that path (with its query)
 * as the last shop route; any other move keeps the remembered one.
 */
export function nextLastShopRoute(
  current: string,
  previous: { pathname: string; search: string } | null,
  nextPathname: string,
): string {
  if (!previous || !isCartOrCheckoutPath(nextPathname) || isCartOrCheckoutPath(previous.pathname)) return current;
  return previous.pathname + previous.search;
}
