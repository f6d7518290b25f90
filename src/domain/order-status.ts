import type { PriceCondition } from './catalogue-types';

/** API.md "GET /{line}/order/{orderId}": drives the checkout guard and the overview. */
export interface OrderCartLine {
  id: string;
  type: 'tariff' | 'handset' | 'option' | 'hardware' | 'promotion';
  name: string;
  conditions: PriceCondition[];
}

export interface OrderStatus {
  steps: string[];
  completed_steps: string[];
  prices: {
    lines: OrderCartLine[];
    /** The monthly amount of the first month, all entries together. */
    monthly_cents: number;
    one_time_cents: number;
    min_term_months: number;
  };
}
