import type { Promotion } from '../../../src/domain/catalogue-types';
import { PROMOTION_WINDOWS, type ValidityWindow } from '../../../src/domain/promotion-windows';

const during = (window: ValidityWindow) => ({ valid_from: window.from, valid_until: window.until });

/** The device price of the 1-€ offer, in cents. */
export const PHONE_DEAL_PRICE_CENTS = 100;

/** Spec §9 promotions. Cashback and trade-in bonuses are paid out later: credits, not price conditions. */
export const PHONE_DEAL_M: Promotion = {
  concrete_product_id: 'PR-PHONE-DEAL-M',
  product_name: 'Top-Smartphone für 1 €',
  kind: 'device_offer',
  device_price_cents: PHONE_DEAL_PRICE_CENTS,
  description: 'Im Tarif M ausgewählte Top-Smartphones für 1 € – 55,96 € mtl. inklusive Gerätezuschlag.',
  conditions: [],
  footnotes: ['PHONE_DEAL'],
  ...during(PROMOTION_WINDOWS.PHONE_DEAL),
};

const cashback = (euros: number): Promotion => ({
  concrete_product_id: `PR-CASHBACK-${euros}`,
  product_name: `${euros} € Cashback`,
  description: `${euros} € zurück nach Registrierung in der App mit Ihrer ersten Rechnung.`,
  kind: 'cashback',
  credit_cents: euros * 100,
  credit_when: 'nach Registrierung',
  conditions: [],
  footnotes: ['CASHBACK'],
  ...during(PROMOTION_WINDOWS.CASHBACK),
});

export const CASHBACK_120 = cashback(120);
export const CASHBACK_240 = cashback(240);

const tradeIn = (euros: number, forWhat: string): Promotion => ({
  concrete_product_id: `PR-TRADE-IN-${euros}`,
  product_name: `${euros} € Eintauschprämie`,
  description: `${euros} € zusätzlich zum Ankaufswert Ihres Altgeräts ${forWhat}.`,
  kind: 'trade_in',
  credit_cents: euros * 100,
  credit_when: 'nach Eingang Ihres Altgeräts',
  conditions: [],
  footnotes: ['TRADE_IN'],
  ...during(PROMOTION_WINDOWS.TRADE_IN),
});

/** 100 € on any smartphone; 150 € and 200 € only with the named models (spec §9). */
export const TRADE_IN_PROMOTIONS: Promotion[] = [
  tradeIn(100, 'beim Kauf eines Smartphones'),
  tradeIn(150, 'beim Kauf eines Aurelon Vista 15'),
  tradeIn(200, 'beim Kauf eines Aurelon Vista 15 Pro oder Pro XL'),
];

export const PROMOTIONS: Promotion[] = [PHONE_DEAL_M, CASHBACK_120, CASHBACK_240, ...TRADE_IN_PROMOTIONS];
