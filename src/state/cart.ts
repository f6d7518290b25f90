import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address } from '../domain/address';
import type { OptionItem, Promotion, Tariff } from '../domain/catalogue-types';
import {
  EMPTY_CART,
  withoutServerRemovals,
  withTariff,
  type CartContents,
  type CartHandset,
  type CartResponse,
} from '../domain/cart';

/** Spec §3 "Cart", kept in sessionStorage under `cart`; its rules live in src/domain/cart.ts. */
export type CartState = CartContents;

export const emptyCart: CartState = EMPTY_CART;

export const cartSlice = createSlice({
  name: 'cart',
  initialState: emptyCart,
  reducers: {
    cleared: () => emptyCart,
    tariffChosen: (state, action: PayloadAction<Tariff>) => withTariff(state, action.payload),
    /** Device detail: the tariff together with the device and the bundle of the two. */
    handsetChosen: (state, action: PayloadAction<{ tariff: Tariff; handset: CartHandset }>) => ({
      ...withTariff(state, action.payload.tariff),
      handset: action.payload.handset,
    }),
    /** The checked address a landline tariff was added for (sagas/cart.ts). */
    connectionAddressSet: (state, action: PayloadAction<Address>) => {
      state.connectionAddress = action.payload;
    },
    handsetRemoved: (state) => {
      state.handset = null;
    },
    /** Without its tariff nothing else in the cart can be ordered. */
    tariffRemoved: (state) => ({ ...emptyCart, lastResponse: state.lastResponse }),
    /** The outcome of the itemAdded / itemRemoved intents, decided in sagas/cart.ts. */
    itemsChanged: (state, action: PayloadAction<{ list: 'hardware' | 'options'; items: OptionItem[] }>) => {
      state[action.payload.list] = action.payload.items;
    },
    promotionAdded: (state, action: PayloadAction<Promotion>) => {
      const known = state.promotions.some((p) => p.concrete_product_id === action.payload.concrete_product_id);
      if (!known) state.promotions.push(action.payload);
    },
    promotionRemoved: (state, action: PayloadAction<string>) => {
      state.promotions = state.promotions.filter((p) => p.concrete_product_id !== action.payload);
    },
    lastResponseSet: (state, action: PayloadAction<CartResponse | null>) => {
      state.lastResponse = action.payload;
    },
    /** Init order answered 300: the ids flagged REMOVE_FROM_CART leave the cart (spec §4). */
    itemsRemovedByServer: (state, action: PayloadAction<string[]>) => withoutServerRemovals(state, action.payload),
  },
});

/** Intents only: sagas/cart.ts applies the grouping and mandatory rules and tells the shopper. */
const itemAdded = createAction<OptionItem>('cart/itemAdded');
const itemRemoved = createAction<{ item: OptionItem; force?: boolean }>('cart/itemRemoved');
/** 'In den Warenkorb' of a tariff: a landline tariff only after a fitting availability check. */
const tariffRequested = createAction<Tariff>('cart/tariffRequested');

export const cartActions = { ...cartSlice.actions, itemAdded, itemRemoved, tariffRequested };
