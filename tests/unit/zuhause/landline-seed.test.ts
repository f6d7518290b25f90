import { LANDLINE_ITEMS, LANDLINE_TARIFFS } from '../../../server/catalogue/landline-seed';
import { LANDLINE_FOOTNOTE_TEXTS } from '../../../src/content/footnotes/landline';
import type { PriceCondition } from '../../../src/domain/catalogue-types';
import { formatPriceSteps } from '../../../src/domain/money';

const conditionTags = (conditions: PriceCondition[]) => conditions.flatMap((c) => c.footnotes ?? []);
const usedTags = new Set([
  ...LANDLINE_TARIFFS.flatMap((t) => [...t.footnotes, ...conditionTags(t.conditions)]),
  ...LANDLINE_ITEMS.flatMap((i) => [...(i.footnotes ?? []), ...conditionTags(i.conditions)]),
]);
const bySlug = (slug: string) => LANDLINE_TARIFFS.find((t) => t.slug === slug)!;

describe('landline catalogue seed', () => {
  it('has a footnote text for every tag it shows, and no text nobody shows', () => {
    const texts = new Set(Object.keys(LANDLINE_FOOTNOTE_TEXTS));
    expect([...usedTags].filter((tag) => !texts.has(tag))).toEqual([]);
    expect([...texts].filter((tag) => !usedTags.has(tag))).toEqual([]);
  });

  it('offers only hardware and options that exist', () => {
    const ids = new Set(LANDLINE_ITEMS.map((i) => i.concrete_product_id));
    const offered = LANDLINE_TARIFFS.flatMap((t) => [...(t.hardware_ids ?? []), ...(t.option_ids ?? [])]);
    expect(offered.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('carries the spec §9 price steps: intro months 1–3, TV step 4–6, Young step to 24, set-up 69,95 €', () => {
    expect(formatPriceSteps(bySlug('magentazuhause-s').conditions)).toBe('1.–3. Monat 19,95 €, ab 4. Monat 39,95 €');
    expect(formatPriceSteps(bySlug('magentazuhause-m-tv-smart').conditions)).toBe(
      '1.–3. Monat 19,95 €, 4.–6. Monat 44,95 €, ab 7. Monat 54,95 €',
    );
    expect(formatPriceSteps(bySlug('magentazuhause-s-young').conditions)).toBe(
      '1.–3. Monat 9,95 €, 4.–24. Monat 29,95 €, ab 25. Monat 39,95 €',
    );
    for (const tariff of LANDLINE_TARIFFS) {
      expect(tariff.conditions).toContainEqual(expect.objectContaining({ type: 'one_time', amount_cents: 6995 }));
      expect([995, 1995]).toContain(tariff.conditions[0].amount_cents);
      expect(tariff.properties.min_term_months).toBe(24);
    }
  });

  it('makes the fibre router mandatory on every fibre tariff and lets TV sticks exclude each other', () => {
    const mandatory = LANDLINE_ITEMS.filter((i) => i.mandatory).map((i) => i.concrete_product_id);
    for (const tariff of LANDLINE_TARIFFS.filter((t) => t.category === 'glasfaser-tarife')) {
      expect(tariff.hardware_ids?.some((id) => mandatory.includes(id))).toBe(true);
    }
    const sticks = LANDLINE_ITEMS.filter((i) => i.grouping_id === 'tv-stick');
    expect(sticks.map((s) => s.conditions[0])).toEqual([
      expect.objectContaining({ type: 'one_time', amount_cents: 6900 }),
      expect.objectContaining({ type: 'monthly', amount_cents: 300 }),
    ]);
  });
});
