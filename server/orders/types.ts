import type { OrderKind, OrderLine } from '../../src/domain/order-flow';

export type { OrderKind, OrderLine };
export { OVERVIEW_STEP } from '../../src/domain/order-flow';

export const ORDER_LINES: OrderLine[] = ['mobile', 'landline'];
export const ORDER_KINDS: OrderKind[] = ['new-contract', 'provider-change'];

/** The steps an order's forms must pass, in checkout order (API.md "Order"). */
export const stepsFor = (line: OrderLine): string[] =>
  line === 'mobile' ? ['PERSONAL_DATA', 'PAYMENT', 'IDENTIFICATION'] : ['PERSONAL_DATA', 'PAYMENT'];
