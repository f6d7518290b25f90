import type { Promotion } from './catalogue-types';
import type { CartContents } from './cart';
import { priceOrder, type PriceInput, type PricePosition, type PriceSummary } from './prices';
import { isChosenByShopper, offeredPromotions, promotionApplies, type HandsetTerms } from './promotions';

const handsetTerms = ({ handset }: Pick<CartContents, 'handset'>): HandsetTerms | null =>
  handset && { conditions: handset.conditions, device_slug: handset.device.slug };

/** The promotions the cart orders: those that apply to it, a trade-in only when the shopper chose it. */
export function promotionsToOrder(cart: CartContents): Promotion[] {
  if (!cart.tariff) return [];
  const chosen = new Set(cart.promotions.map((promotion) => promotion.concrete_product_id));
  const handset = handsetTerms(cart);
  return offeredPromotions(cart.tariff).filter(
    (promotion) =>
      (!isChosenByShopper(promotion) || chosen.has(promotion.concrete_product_id)) &&
      promotionApplies(promotion, handset),
  );
}

/** The trade-in bonuses the shopper may choose for the cart's device. */
export function tradeInChoices(cart: CartContents): Promotion[] {
  const handset = handsetTerms(cart);
  if (!cart.tariff || !handset) return [];
  return offeredPromotions(cart.tariff).filter(
    (promotion) => isChosenByShopper(promotion) && promotionApplies(promotion, handset),
  );
}

export function cartPriceInput(cart: CartContents): PriceInput {
  const positions: PricePosition[] = [];
  const { tariff, handset } = cart;
  if (tariff)
    positions.push({
      kind: 'tariff',
      id: tariff.concrete_product_id,
      name: tariff.product_name,
      conditions: tariff.conditions,
    });
  if (handset) {
    positions.push({
      kind: 'handset',
      id: handset.concrete_product_id,
      name: handset.product_name,
      details: [handset.variant],
      conditions: handset.conditions,
    });
  }
  for (const item of [...cart.hardware, ...cart.options]) {
    positions.push({
      kind: item.kind,
      id: item.concrete_product_id,
      name: item.product_name,
      conditions: item.conditions,
    });
  }
  return { positions, promotions: promotionsToOrder(cart), termMonths: tariff?.properties.min_term_months ?? 0 };
}

export const summarizeCart = (cart: CartContents): PriceSummary => priceOrder(cartPriceInput(cart));
