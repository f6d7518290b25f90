import { CATALOGUE_SEED } from '../../server/catalogue/seed';
import type { PriceCondition, SmartphoneBundle, Tariff } from '../../src/domain/catalogue-types';
import { devicePrices } from '../../src/domain/device-prices';
import { priceOrder, type PriceSummary } from '../../src/domain/prices';
import { PROMOTION_WINDOWS } from '../../src/domain/promotion-windows';

/** The figures a German text quotes, by unit: '19,95 €', '50 GB', '3 Monaten', '64 kbit/s', '01.10.2026'. */
export interface Figures {
  cents: number[];
  gb: number[];
  months: number[];
  kbit: number[];
  mbit: number[];
  percent: number[];
  /** Calendar days as yyyyMMdd. */
  days: number[];
}
export type FigureKind = keyof Figures;

const all = (text: string, pattern: RegExp, read: (m: RegExpMatchArray) => number[]) =>
  [...text.matchAll(pattern)].flatMap(read);
const whole = (digits: string) => Number(digits.replaceAll('.', ''));

export function quotedFigures(html: string): Figures {
  const text = html.replace(/<[^>]+>/g, '').replaceAll('\u00a0', ' ');
  return {
    cents: all(text, /(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{2}))? ?€/g, (m) => [whole(m[1]) * 100 + Number(m[2] ?? 0)]),
    gb: all(text, /(\d+) ?GB/g, (m) => [Number(m[1])]),
    // '3 Monaten', '24 Monate', '1.–3. Monat', 'vom 4. bis 6. Monat', 'ab dem 7. Monat'
    months: all(text, /(?:(\d+)\. ?(?:–|bis) ?)?(\d+)\.? Monat/g, (m) => [
      ...(m[1] ? [Number(m[1])] : []),
      Number(m[2]),
    ]),
    kbit: all(text, /(\d+) ?kbit\/s/g, (m) => [Number(m[1])]),
    mbit: all(text, /(\d+(?:\.\d{3})*) ?Mbit\/s/g, (m) => [whole(m[1])]),
    percent: all(text, /(\d+) ?%/g, (m) => [Number(m[1])]),
    days: all(text, /\b(\d{2})\.(\d{2})\.(\d{4})\b/g, (m) => [Number(`${m[3]}${m[2]}${m[1]}`)]),
  };
}

/** Spec §9 (and §5's trade-in minimum of 1 €), as the spec states them: what a text may quote besides the computed prices. */
export const SPEC_FIGURES: Figures = {
  cents: [
    3995, 6995, 695, 599, 499, 999, 6900, 300, 500, 995, 1495, 1995, 796, 1196, 1596, 9, 149, 12000, 24000, 10000,
    15000, 20000, 5596, 100,
  ],
  gb: [5, 10, 25, 30, 50, 100, 40, 60, 150, 200, 300, 13, 2],
  months: [24, 12, 36, 3, 4, 6, 1],
  kbit: [64, 16],
  mbit: [],
  percent: [50],
  days: [],
};

/** Every day the server's promotion windows name, as yyyyMMdd. */
const windowDays = Object.values(PROMOTION_WINDOWS).flatMap((w) =>
  [w.from, w.until].map((day) => Number(day.replaceAll('-', ''))),
);

const emptyFigures = (): Figures => ({ cents: [], gb: [], months: [], kbit: [], mbit: [], percent: [], days: [] });

/** What the price model computes for one thing sold: every monthly step, one-time amount, total and credit. */
export function summaryCents(summary: PriceSummary): number[] {
  return [
    ...summary.monthly.map((step) => step.amount_cents),
    ...(summary.perFourWeeks ? [summary.perFourWeeks] : []),
    ...summary.oneTime.map((line) => line.amount_cents),
    summary.oneTimeTotal,
    summary.total,
    ...summary.credits.map((credit) => credit.amount_cents),
    ...summary.positions.flatMap((position) => position.conditions.map((condition) => condition.amount_cents)),
  ];
}

const conditionMonths = (conditions: PriceCondition[]) =>
  conditions.flatMap((c) => [c.from_month, c.to_month].filter((m): m is number => m !== undefined));
const volume = (dataVolume: string | undefined) =>
  dataVolume ? [...dataVolume.matchAll(/(\d+) GB/g)].map((m) => Number(m[1])) : [];
const tagsOf = (conditions: PriceCondition[]) => conditions.flatMap((condition) => condition.footnotes ?? []);

const tariffAlone = (tariff: Tariff) =>
  priceOrder({
    positions: [
      { kind: 'tariff', id: tariff.concrete_product_id, name: tariff.product_name, conditions: tariff.conditions },
    ],
    promotions: [],
    termMonths: tariff.properties.min_term_months,
  });

/** One thing of the catalogue that points at footnotes, with the figures the cart computes for it. */
export interface Referrer {
  what: string;
  tags: string[];
  figures: Figures;
  /** Per tag on a single price: the amount the shopper pays for it, which that footnote must quote. */
  quotedAmounts: { tag: string; cents: number; what: string }[];
}

const TARIFF_BY_PRODUCT = new Map(CATALOGUE_SEED.tariffs.map((t) => [t.properties.product_id, t]));

function bundleReferrers(): Referrer[] {
  return CATALOGUE_SEED.tariffGroups.flatMap((group) => {
    const tariff = TARIFF_BY_PRODUCT.get(group.concrete_tariff_group.properties.product_id)!;
    return group.smartphone_bundles.flatMap((bundle: SmartphoneBundle) =>
      [bundle.conditions, ...(bundle.offer ? [bundle.offer.regular_conditions] : [])].map((conditions) => {
        const summary = devicePrices(tariff, { ...bundle, conditions }, bundle.bundle_id);
        const what = `${bundle.bundle_id} mit ${tariff.product_name}`;
        return {
          what,
          tags: tagsOf(conditions),
          figures: { ...emptyFigures(), cents: summaryCents(summary), months: conditionMonths(conditions) },
          // A monthly device surcharge is paid with the tariff: its footnote quotes the month's whole price.
          quotedAmounts: conditions.flatMap((c) =>
            (c.footnotes ?? []).map((tag) => ({
              tag,
              what,
              cents: c.type === 'monthly' ? summary.monthly[0].amount_cents : c.amount_cents,
            })),
          ),
        };
      }),
    );
  });
}

/** Every tariff, option, hardware item, bundle and promotion of the catalogue with the footnotes it shows. */
export function catalogueReferrers(): Referrer[] {
  const tariffs = CATALOGUE_SEED.tariffs.map((tariff) => ({
    what: tariff.product_name,
    tags: [...tariff.footnotes, ...tagsOf(tariff.conditions)],
    figures: {
      ...emptyFigures(),
      cents: summaryCents(tariffAlone(tariff)),
      gb: volume(tariff.data_volume),
      months: [...conditionMonths(tariff.conditions), tariff.properties.min_term_months],
      mbit: tariff.bandwidth
        ? [tariff.bandwidth, tariff.bandwidth.normal, tariff.bandwidth.minimum].flatMap((s) => [
            s.download_mbit,
            s.upload_mbit,
          ])
        : [],
    },
    quotedAmounts: tariff.conditions.flatMap((c) =>
      (c.footnotes ?? []).map((tag) => ({ tag, what: tariff.product_name, cents: c.amount_cents })),
    ),
  }));
  const items = CATALOGUE_SEED.items.map((item) => {
    const summary = priceOrder({
      positions: [
        { kind: item.kind, id: item.concrete_product_id, name: item.product_name, conditions: item.conditions },
      ],
      promotions: [],
      termMonths: 0,
    });
    return {
      what: item.product_name,
      tags: [...(item.footnotes ?? []), ...tagsOf(item.conditions)],
      figures: { ...emptyFigures(), cents: summaryCents(summary), months: conditionMonths(item.conditions) },
      quotedAmounts: item.conditions.flatMap((c) =>
        (c.footnotes ?? []).map((tag) => ({ tag, what: item.product_name, cents: c.amount_cents })),
      ),
    };
  });
  const promotions = CATALOGUE_SEED.promotions.map((promotion) => {
    const cents = [promotion.credit_cents, promotion.device_price_cents].filter((c): c is number => c !== undefined);
    return {
      what: promotion.product_name,
      tags: promotion.footnotes ?? [],
      figures: { ...emptyFigures(), cents, days: windowDays },
      quotedAmounts: (promotion.footnotes ?? []).flatMap((tag) =>
        cents.map((c) => ({ tag, what: promotion.product_name, cents: c })),
      ),
    };
  });
  return [...tariffs, ...items, ...bundleReferrers(), ...promotions];
}

/** The figures of every referrer pointing at a tag, merged. */
export function figuresFor(referrers: Referrer[]): Figures {
  const merged = emptyFigures();
  for (const referrer of referrers)
    for (const kind of Object.keys(merged) as FigureKind[]) merged[kind].push(...referrer.figures[kind]);
  return merged;
}

/** The quoted figures that are neither computed for what the text explains nor a constant of the spec. */
export function unexplained(quoted: Figures, computed: Figures): Partial<Record<FigureKind, number[]>> {
  const result: Partial<Record<FigureKind, number[]>> = {};
  for (const kind of Object.keys(quoted) as FigureKind[]) {
    const allowed = new Set<number>([...computed[kind], ...SPEC_FIGURES[kind], ...(kind === 'days' ? windowDays : [])]);
    const strays = quoted[kind].filter((figure) => !allowed.has(figure));
    if (strays.length) result[kind] = strays;
  }
  return result;
}
