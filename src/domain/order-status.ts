import type { Address } from './address';
import type { PriceCondition } from './catalogue-types';
import type { PriceSummary } from './prices';

/** API.md "GET /{line}/order/{orderId}": drives the checkout guard and the overview. */
export interface OrderCartLine {
  id: string;
  type: 'tariff' | 'handset' | 'option' | 'hardware' | 'promotion';
  name: string;
  conditions: PriceCondition[];
}

export interface OrderStatus {
  steps: string[];
  /** Landline: the checked address the line is ordered for (issue 17). */
  connection_address?: Address;
  completed_steps: string[];
  /** The order's prices, worked out by the shared price model (src/domain/prices.ts). */
  prices: PriceSummary;
}
