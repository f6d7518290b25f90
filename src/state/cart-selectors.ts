import { createSelector } from '@reduxjs/toolkit';
import { cartItemCount, isCartEmpty, isCartReady } from '../domain/cart';
import { summarizeCart } from '../domain/cart-prices';
import { buildCartPayload } from '../domain/cart-payload';
import type { CartState } from './cart';
import { selectTrackingId } from './order';

type WithCart = { cart: CartState };

export const selectCart = (state: WithCart) => state.cart;
export const selectCartReady = createSelector(selectCart, isCartReady);
export const selectCartEmpty = createSelector(selectCart, isCartEmpty);
export const selectCartCount = createSelector(selectCart, cartItemCount);
export const selectCartPrices = createSelector(selectCart, summarizeCart);

/**
 * The spec §7 payload of the cart as it is, and its key: the checkout compares the key with the one
 * its temp order was made from, and the init saga sends this very payload.
 */
export const selectCartPayload = createSelector([selectCart, selectTrackingId], (cart, trackingId) => buildCartPayload(cart, trackingId));
export const selectCartKey = createSelector(selectCartPayload, (payload) => (payload ? JSON.stringify(payload.cart) : null));
