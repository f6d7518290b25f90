import { createSelector } from '@reduxjs/toolkit';
import { summarizeCart } from '../domain/cart-prices';
import { buildCartPayload } from '../domain/cart-payload';
import { selectCart } from './cart-selectors';
import { selectTrackingId } from './order';

/**
 * The cart summed up, for the cart page and the checkout: its prices, and the order payload. Apart
 * from cart-selectors.ts because they need the price and payload rules, which the catalogue pages'
 * first load does without.
 */
export const selectCartPrices = createSelector(selectCart, summarizeCart);

/**
 * The spec §7 payload of the cart as it is, and its key: the checkout compares the key with the one
 * its temp order was made from, and the init saga sends this very payload.
 */
export const selectCartPayload = createSelector([selectCart, selectTrackingId], (cart, trackingId) =>
  buildCartPayload(cart, trackingId),
);
export const selectCartKey = createSelector(selectCartPayload, (payload) =>
  payload ? JSON.stringify(payload.cart) : null,
);
