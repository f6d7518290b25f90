import type { Address } from './address';
import type { PriceCondition } from './catalogue-types';
import type { PriceSummary } from './prices';
import type { ContractTerms } from './contract-facts';

/** API.md "GET /{line}/order/{orderId}": drives the checkout guard and the overview. */
export interface OrderCartLine {
  id: string;
  type: 'tariff' | 'handset' | 'option' | 'hardware' | 'promotion';
  name: string;
  conditions: PriceCondition[];
}

export interface OrderStatus {
  steps: string[];
  /** Landline: the checked address the line is ordered for. */
  connection_address?: Address;
  completed_steps: string[];
  /** The order's prices, worked out by the shared price model (src/domain/prices.ts). */
  prices: PriceSummary;
  /** The tariff's data volume or speeds and the termination conditions, for the order box. */
  contract?: ContractTerms;
}
