import { priceOrder, type PriceInput, type PriceSummary } from '../../src/domain/prices';
import { rentsHardware, serviceFacts, terminationLines, type ContractTerms } from '../../src/domain/contract-facts';
import type { CartLine, ResolvedCart } from '../db/order-types';

/** The frozen cart of an order in the terms of the shared price model. */
export function orderPriceInput(cart: ResolvedCart): PriceInput {
  const position = (line: CartLine, kind: 'tariff' | 'handset' | 'hardware' | 'option', details?: string[]) => ({
    kind,
    id: line.id,
    name: line.name,
    ...(details ? { details } : {}),
    conditions: line.conditions,
  });
  return {
    positions: [
      position(cart.tariff, 'tariff'),
      ...(cart.handset
        ? [position(cart.handset, 'handset', cart.handset.variant ? [cart.handset.variant] : undefined)]
        : []),
      ...cart.hardware.map((line) => position(line, 'hardware')),
      ...cart.options.map((line) => position(line, 'option')),
    ],
    promotions: cart.promotions.map(
      (line) => line.terms ?? { concrete_product_id: line.id, product_name: line.name, kind: 'device_offer' },
    ),
    termMonths: cart.tariff.min_term_months,
  };
}

/** The order's prices, by the same model the cart uses. */
export const orderPrices = (cart: ResolvedCart): PriceSummary => priceOrder(orderPriceInput(cart));

/** The service the order's tariff provides and how the contract ends, as the order box states them. */
export const orderContractTerms = (cart: ResolvedCart): ContractTerms => ({
  service: serviceFacts(cart.tariff),
  termination: terminationLines(cart.tariff.min_term_months, rentsHardware(cart)),
});
