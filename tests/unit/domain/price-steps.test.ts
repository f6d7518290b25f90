import { formatPriceSteps, formatStep } from '../../../src/domain/money';
import { monthlyPeriods, priceOrder } from '../../../src/domain/prices';
import type { PriceCondition } from '../../../src/domain/catalogue-types';
import { MOBILE_TARIFFS } from '../../../server/catalogue/mobile/mobile-tariffs';

const tariff = (slug: string) => MOBILE_TARIFFS.find((t) => t.slug === slug)!;

describe('price steps', () => {
  it('reads the Young steps in month order', () => {
    expect(formatPriceSteps(tariff('young-m').conditions)).toBe('1.–36. Monat 35,95 €, ab 37. Monat 44,95 €');
  });

  it('reads a single monthly price with mtl. and prepaid prices per 4 weeks', () => {
    expect(formatPriceSteps(tariff('mobil-s').conditions)).toBe('34,95 € mtl.');
    expect(formatPriceSteps(tariff('prepaid-l-vorteil').conditions)).toBe('11,96 € je 4 Wochen');
  });

  it('adds a device surcharge to the tariff price in cents (no floating point drift)', () => {
    const withDeal: PriceCondition[] = [...tariff('mobil-m').conditions, { type: 'monthly', amount_cents: 1101 }];
    expect(monthlyPeriods(withDeal).map(formatStep)).toEqual(['55,96 € mtl.']);
    const cents: PriceCondition[] = [
      { type: 'monthly', amount_cents: 10 },
      { type: 'monthly', amount_cents: 20 },
    ];
    expect(monthlyPeriods(cents)[0].amount_cents).toBe(30);
  });

  it('splits merged steps where either price changes', () => {
    const young = tariff('young-s').conditions;
    const merged = monthlyPeriods([...young, { type: 'monthly', amount_cents: 500, to_month: 24 }]);
    expect(merged.map(formatStep)).toEqual(['1.–24. Monat 32,95 €', '25.–36. Monat 27,95 €', 'ab 37. Monat 34,95 €']);
  });

  it('sums 24 months of a Young tariff plus set-up exactly', () => {
    const young = tariff('young-xs');
    const summary = priceOrder({
      positions: [
        { kind: 'tariff', id: young.concrete_product_id, name: young.product_name, conditions: young.conditions },
      ],
      promotions: [],
      termMonths: 24,
    });
    expect(summary.total).toBe(24 * 1995 + 3995);
  });
});
