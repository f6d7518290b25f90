import type { Promotion } from '../../../src/domain/catalogue-types';
import { PROMOTION_WINDOWS, type ValidityWindow } from '../../../src/domain/promotion-windows';
import {
  CASHBACK_CENTS,
  PHONE_DEAL,
  PREPAID_SIZES,
  TRADE_IN_CENTS,
  type PrepaidFigures,
} from '../../../src/domain/offer-figures';
import { formatCents } from '../../../src/domain/money';
import { DEVICE_SPECS } from './devices';
import type { DeviceSpec } from './device-factory';

const during = (window: ValidityWindow) => ({ valid_from: window.from, valid_until: window.until });

/** Spec §9 promotions. Cashback and trade-in bonuses are paid out later: credits, not price conditions. */
export const PHONE_DEAL_M: Promotion = {
  concrete_product_id: 'PR-PHONE-DEAL-M',
  product_name: 'Top-Smartphone für 1 €',
  kind: 'device_offer',
  device_price_cents: PHONE_DEAL.deviceCents,
  description: `In den M-Tarifen ausgewählte Top-Smartphones für 1 € mit ${formatCents(PHONE_DEAL.surchargeCents)} Gerätezuschlag mtl.`,
  conditions: [],
  footnotes: ['PHONE_DEAL'],
  ...during(PROMOTION_WINDOWS.PHONE_DEAL),
};

const cashback = (cents: number): Promotion => ({
  concrete_product_id: `PR-CASHBACK-${cents / 100}`,
  product_name: `${cents / 100} € Cashback`,
  description: `${cents / 100} € zurück nach Registrierung in der App mit Ihrer ersten Rechnung.`,
  kind: 'cashback',
  credit_cents: cents,
  credit_when: 'nach Registrierung',
  conditions: [],
  footnotes: ['CASHBACK'],
  ...during(PROMOTION_WINDOWS.CASHBACK),
});

export const CASHBACK_120 = cashback(CASHBACK_CENTS.S);
export const CASHBACK_240 = cashback(CASHBACK_CENTS.M);

type TradeInTier = keyof typeof TRADE_IN_CENTS;
const tierOf = (spec: DeviceSpec): TradeInTier => spec.tradeIn ?? 'any';
const namesIn = (tier: TradeInTier) => DEVICE_SPECS.filter((spec) => tierOf(spec) === tier).map((spec) => spec.name);

const tradeIn = (tier: TradeInTier, forWhat: string): Promotion => ({
  concrete_product_id: `PR-TRADE-IN-${TRADE_IN_CENTS[tier] / 100}`,
  product_name: `${TRADE_IN_CENTS[tier] / 100} € Eintauschprämie`,
  description: `${TRADE_IN_CENTS[tier] / 100} € zusätzlich zum Ankaufswert Ihres Altgeräts ${forWhat}.`,
  kind: 'trade_in',
  credit_cents: TRADE_IN_CENTS[tier],
  credit_when: 'nach Eingang Ihres Altgeräts',
  device_slugs: DEVICE_SPECS.filter((spec) => tierOf(spec) === tier).map((spec) => spec.slug),
  conditions: [],
  footnotes: ['TRADE_IN'],
  ...during(PROMOTION_WINDOWS.TRADE_IN),
});

/** Spec §9: 100 € with any device, 150 € with the flagship model, 200 € with its Pro and Pro XL; each with its devices only. */
export const TRADE_IN_PROMOTIONS: Promotion[] = [
  tradeIn('any', 'beim Kauf eines Smartphones oder Tablets'),
  tradeIn('flagship', `beim Kauf eines ${namesIn('flagship').join(' oder ')}`),
  tradeIn('flagshipPro', `beim Kauf eines ${namesIn('flagshipPro').join(' oder ')}`),
];

/** The prepaid campaign: extra data every 4 weeks, by size, in its window. */
export const prepaidBonus = ({ size, bonus }: Pick<PrepaidFigures, 'size' | 'bonus'>): Promotion => ({
  concrete_product_id: `PR-PREPAID-BONUS-${size}`,
  product_name: `${bonus} Datenbonus je 4 Wochen`,
  description: `Im Aktionszeitraum ${bonus} zusätzlich je 4 Wochen.`,
  kind: 'data_bonus',
  conditions: [],
  footnotes: ['PREPAID_BONUS'],
  ...during(PROMOTION_WINDOWS.PREPAID_BONUS),
});

export const PROMOTIONS: Promotion[] = [
  PHONE_DEAL_M,
  CASHBACK_120,
  CASHBACK_240,
  ...TRADE_IN_PROMOTIONS,
  ...PREPAID_SIZES.map(prepaidBonus),
];
