import { createSelector } from '@reduxjs/toolkit';
import { cartItemCount, isCartEmpty, isCartReady } from '../domain/cart';
import type { CartState } from './cart';

type WithCart = { cart: CartState };

/** What every page may need of the cart (the header's badge among them); its prices and order payload: cart-summary-selectors.ts. */
export const selectCart = (state: WithCart) => state.cart;
export const selectCartReady = createSelector(selectCart, isCartReady);
export const selectCartEmpty = createSelector(selectCart, isCartEmpty);
export const selectCartCount = createSelector(selectCart, cartItemCount);
