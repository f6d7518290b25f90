import type { CartEntryType, OrderKind, OrderLine } from '../db/order-types';

export const ORDER_LINES: OrderLine[] = ['mobile', 'landline'];
export const ORDER_KINDS: OrderKind[] = ['new-contract', 'provider-change'];

/** Spec §3 "Cart response" detail. */
export interface CartDetail {
  action: 'REMOVE_FROM_CART';
  id: string;
  type: CartEntryType;
}

/** The steps an order's forms must pass, in checkout order (API.md "Order"). */
export const stepsFor = (line: OrderLine): string[] =>
  line === 'mobile' ? ['PERSONAL_DATA', 'PAYMENT', 'IDENTIFICATION'] : ['PERSONAL_DATA', 'PAYMENT'];

/** Saved with the overview; required before submit, not a checkout form page. */
export const OVERVIEW_STEP = 'ORDER_OVERVIEW';
