import type { PriceCondition, Promotion, Tariff } from './catalogue-types';
import { formatCents, isOneTime } from './money';
import { formatDecimal } from './german-numbers';

/** What the price model needs to know of a promotion. */
export type PromotionTerms = Pick<
  Promotion,
  | 'concrete_product_id'
  | 'product_name'
  | 'kind'
  | 'credit_cents'
  | 'credit_when'
  | 'device_price_cents'
  | 'device_slugs'
>;

/** What the promotion rules need to know of the ordered device: its bundle's prices and which device it is. */
export interface HandsetTerms {
  conditions: PriceCondition[];
  device_slug?: string;
}

/** Money paid out after the order: it lowers no price, so it is named, never subtracted. */
export interface Credit {
  name: string;
  amount_cents: number;
  /** e.g. 'Cashback 240 € nach Registrierung'. */
  text: string;
}

const CREDIT_LABELS: Record<string, string> = { cashback: 'Cashback', trade_in: 'Eintauschprämie' };

/** Whole euros without cents ('240 €'), other amounts as usual ('1,50 €'). */
const euros = (cents: number) => (cents % 100 === 0 ? `${formatDecimal(cents / 100, 0)} €` : formatCents(cents));

export function creditOf(promotion: PromotionTerms): Credit | undefined {
  const label = CREDIT_LABELS[promotion.kind];
  if (!label || !promotion.credit_cents) return undefined;
  const when = promotion.credit_when ? ` ${promotion.credit_when}` : '';
  return {
    name: promotion.product_name,
    amount_cents: promotion.credit_cents,
    text: `${label} ${euros(promotion.credit_cents)}${when}`,
  };
}

/** The one-time device price of a handset's bundle, if it has one. */
export const devicePriceOf = (conditions: PriceCondition[]) => conditions.find(isOneTime)?.amount_cents;

/**
 * Whether a promotion applies to what is ordered: a device offer only to a device at its price
 * (the 1-€ offer only to variants at 1 €), a trade-in only with a device it names (spec §9: the
 * flagship and its Pro variants have their own bonus); cashback always.
 */
export function promotionApplies(promotion: PromotionTerms, handset: HandsetTerms | null): boolean {
  if (promotion.kind === 'device_offer') {
    return handset !== null && devicePriceOf(handset.conditions) === promotion.device_price_cents;
  }
  if (promotion.kind === 'trade_in') {
    if (handset === null) return false;
    return (
      !promotion.device_slugs ||
      (handset.device_slug !== undefined && promotion.device_slugs.includes(handset.device_slug))
    );
  }
  return true;
}

/** A trade-in is ordered only when the shopper chooses it; the others come with the tariff. */
export const isChosenByShopper = (promotion: PromotionTerms) => promotion.kind === 'trade_in';

/** Every promotion a tariff offers, each once. */
export function offeredPromotions(tariff: Pick<Tariff, 'incentives' | 'possible_promotions'>): Promotion[] {
  const all = [...tariff.incentives, ...tariff.possible_promotions];
  return all.filter(
    (promotion, index) => all.findIndex((p) => p.concrete_product_id === promotion.concrete_product_id) === index,
  );
}
