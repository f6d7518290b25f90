import type { Promotion } from '../../../src/domain/catalogue-types';

/** Spec §9 promotions; a negative one-time amount is money back to the customer. */
export const PHONE_DEAL_M: Promotion = {
  concrete_product_id: 'PR-PHONE-DEAL-M',
  product_name: 'Top-Smartphone für 1 €',
  description: 'Im Tarif M ausgewählte Top-Smartphones für 1 € – 55,96 € mtl. inklusive Gerätezuschlag.',
  conditions: [],
  footnotes: ['PHONE_DEAL'],
};

const cashback = (euros: number): Promotion => ({
  concrete_product_id: `PR-CASHBACK-${euros}`,
  product_name: `${euros} € Cashback`,
  description: `${euros} € zurück nach Registrierung in der App mit Ihrer ersten Rechnung.`,
  conditions: [{ type: 'one_time', amount_cents: -euros * 100, label: 'Cashback', footnotes: ['CASHBACK'] }],
  footnotes: ['CASHBACK'],
});

export const CASHBACK_120 = cashback(120);
export const CASHBACK_240 = cashback(240);

const tradeIn = (euros: number, forWhat: string): Promotion => ({
  concrete_product_id: `PR-TRADE-IN-${euros}`,
  product_name: `${euros} € Eintauschprämie`,
  description: `${euros} € zusätzlich zum Ankaufswert Ihres Altgeräts ${forWhat}.`,
  conditions: [{ type: 'one_time', amount_cents: -euros * 100, label: 'Eintauschprämie', footnotes: ['TRADE_IN'] }],
  footnotes: ['TRADE_IN'],
});

/** 100 € on any smartphone; 150 € and 200 € only with the named models (spec §9). */
export const TRADE_IN_PROMOTIONS: Promotion[] = [
  tradeIn(100, 'beim Kauf eines Smartphones'),
  tradeIn(150, 'beim Kauf eines Aurelon Vista 15'),
  tradeIn(200, 'beim Kauf eines Aurelon Vista 15 Pro oder Pro XL'),
];

export const PROMOTIONS: Promotion[] = [PHONE_DEAL_M, CASHBACK_120, CASHBACK_240, ...TRADE_IN_PROMOTIONS];
