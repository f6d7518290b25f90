import type { PriceCondition } from './catalogue-types';
import { hasBundleChanged, type CartContents } from './cart';
import type { PricePosition } from './prices';
import { priceTexts } from './price-texts';

/** A line of the cart the server priced otherwise than the cart shows it, with the prices the order now has. */
export interface Repriced {
  name: string;
  prices: string;
}

/** Compared as the shopper reads them: the stored order may spell the same conditions in another key order. */
const samePrices = (a: PriceCondition[], b: PriceCondition[]) => priceTexts(a).join('|') === priceTexts(b).join('|');

/**
 * What the shopper must be told before ordering: the handset whose bundle changed (spec §4: its
 * bundle_id differs from the first handset's in the cart response) and any tariff or device whose
 * price the server changed, e.g. an introductory price whose window ended since it was put in the cart.
 */
export function repricedLines(
  cart: Pick<CartContents, 'tariff' | 'handset' | 'lastResponse'>,
  ordered: PricePosition[],
): Repriced[] {
  const answered = Boolean(cart.lastResponse?.handsets);
  const lineFor = (
    kind: PricePosition['kind'],
    id: string | undefined,
    cartConditions: PriceCondition[] | undefined,
    changed: boolean,
  ) => {
    const position = ordered.find((p) => p.kind === kind && (kind === 'handset' || p.id === id));
    if (!position || !cartConditions || !(changed || !samePrices(position.conditions, cartConditions))) return [];
    return [
      {
        name: [position.name, ...(position.details ?? [])].join(', '),
        prices: priceTexts(position.conditions).join(', '),
      },
    ];
  };
  return [
    ...lineFor('tariff', cart.tariff?.concrete_product_id, cart.tariff?.conditions, false),
    ...lineFor(
      'handset',
      cart.handset?.concrete_product_id,
      cart.handset?.conditions,
      answered && hasBundleChanged(cart),
    ),
  ];
}
