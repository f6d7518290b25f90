import { isOneTime, monthlyAmountInMonth } from '../../src/domain/money';
import type { OrderStatus } from '../../src/domain/order-status';
import type { CartLine, ResolvedCart } from './types';

export type OrderPrices = OrderStatus['prices'];

export const cartLines = (cart: ResolvedCart): CartLine[] => [
  cart.tariff,
  ...(cart.handset ? [cart.handset] : []),
  ...cart.hardware,
  ...cart.options,
  ...cart.promotions,
].map(({ id, type, name, conditions }) => ({ id, type, name, conditions }));

/**
 * Promotions are listed but not summed: cashback and trade-in bonuses are paid out later and
 * only under their own conditions (spec §5), so they are no part of what the order costs.
 */
export function orderPrices(cart: ResolvedCart): OrderPrices {
  const lines = cartLines(cart);
  const conditions = lines.filter((line) => line.type !== 'promotion').flatMap((line) => line.conditions);
  return {
    lines,
    monthly_cents: monthlyAmountInMonth(conditions, 1),
    one_time_cents: conditions.filter(isOneTime).reduce((sum, c) => sum + c.amount_cents, 0),
    min_term_months: cart.tariff.min_term_months,
  };
}
