import { createSelector } from '@reduxjs/toolkit';
import { cartItemCount, isCartEmpty, isCartReady } from '../domain/cart';
import { summarizeCart } from '../domain/cart-prices';
import type { CartState } from './cart';

type WithCart = { cart: CartState };

export const selectCart = (state: WithCart) => state.cart;
export const selectCartReady = createSelector(selectCart, isCartReady);
export const selectCartEmpty = createSelector(selectCart, isCartEmpty);
export const selectCartCount = createSelector(selectCart, cartItemCount);
export const selectCartPrices = createSelector(selectCart, summarizeCart);
