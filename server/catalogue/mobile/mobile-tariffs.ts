import type { PriceCondition, Promotion, Tariff } from '../../../src/domain/catalogue-types';
import { CASHBACK_120, CASHBACK_240, PHONE_DEAL_M, prepaidBonus, TRADE_IN_PROMOTIONS } from './promotions';
import { PROMOTION_WINDOWS } from '../../../src/domain/promotion-windows';
import {
  CASHBACK_CENTS,
  DATA_SIZES,
  MOBILE_SETUP_CENTS,
  MOBILE_SIZES,
  PHONE_DEAL,
  PREPAID_SIZES,
  TARIFF_TERM_MONTHS as TERM_MONTHS,
  YOUNG_LOWER_MONTHS,
  type MobileSize as Size,
  type MobileSizeFigures as SizeFigures,
  type PrepaidFigures,
} from '../../../src/domain/offer-figures';

const setUp: PriceCondition = {
  type: 'one_time',
  amount_cents: MOBILE_SETUP_CENTS,
  label: 'Bereitstellungspreis',
  footnotes: ['SETUP_MOBILE'],
};

const monthly = (amount_cents: number, from_month?: number, to_month?: number): PriceCondition => ({
  type: 'monthly',
  amount_cents,
  ...(from_month ? { from_month } : {}),
  ...(to_month ? { to_month } : {}),
  footnotes: ['TERM_24'],
});

const SIZES = MOBILE_SIZES;

/** The streaming boost that fits the size (spec §9 names S, M and L boosts) and the video-streaming option. */
const optionIdsFor = (size: Size): string[] => [
  `OP-STREAMING-${size === 'XS' ? 'S' : size === 'XL' ? 'L' : size}`,
  'OP-VIDEO-STREAMING',
];

const cashbackFor = (size: Size): Promotion =>
  CASHBACK_CENTS[size] === CASHBACK_120.credit_cents ? CASHBACK_120 : CASHBACK_240;
// Every tariff offers every trade-in bonus; which one the shopper gets follows the chosen device.
const dealsFor = (size: Size): Promotion[] =>
  size === PHONE_DEAL.size ? [PHONE_DEAL_M, ...TRADE_IN_PROMOTIONS] : TRADE_IN_PROMOTIONS;

const highlightsFor = ({ size, dataVolume }: SizeFigures): string[] => [
  size === 'XL' ? 'Unbegrenztes Datenvolumen' : `${dataVolume} Datenvolumen im 5G-Netz`,
  'Telefonie- und SMS-Flatrate in alle deutschen Netze',
  'EU-Roaming inklusive',
  ...(size === 'L' || size === 'XL' ? ['eSIM und MultiSIM inklusive'] : []),
];

/** The postpaid and Young families share their sizes; only price steps and age rules differ. */
const MOBIL: Tariff[] = SIZES.map((figures, index) => ({
  concrete_product_id: `TM-MOBIL-${figures.size}`,
  slug: `mobil-${figures.size.toLowerCase()}`,
  category: 'mobilfunk',
  product_name: `Mobil ${figures.size}`,
  description: 'Der Mobilfunktarif mit Allnet-Flat und 5G – mit oder ohne Smartphone.',
  conditions: [monthly(figures.priceCents), setUp],
  properties: {
    product_id: `P-MOBIL-${figures.size}`,
    sublevel: 'NO_DEVICE',
    sort_index: index + 1,
    min_term_months: TERM_MONTHS,
  },
  data_volume: figures.dataVolume,
  highlights: highlightsFor(figures),
  footnotes: ['MOBIL_TARIFF', 'THROTTLE', 'TERM_24'],
  possible_promotions: dealsFor(figures.size),
  incentives: [cashbackFor(figures.size)],
  option_ids: optionIdsFor(figures.size),
}));

const YOUNG: Tariff[] = SIZES.map((figures, index) => ({
  concrete_product_id: `TM-YOUNG-${figures.size}`,
  slug: `young-${figures.size.toLowerCase()}`,
  category: 'young',
  product_name: `Young ${figures.size}`,
  description: 'Für alle von 18 bis 27 Jahren: 36 Monate zum Young-Preis.',
  conditions: [
    monthly(figures.youngPriceCents, 1, YOUNG_LOWER_MONTHS),
    monthly(figures.priceCents, YOUNG_LOWER_MONTHS + 1),
    setUp,
  ],
  // Booked after the Young period, the tariff costs the regular price from the first month.
  price_window: {
    valid_from: PROMOTION_WINDOWS.YOUNG.from,
    valid_until: PROMOTION_WINDOWS.YOUNG.until,
    regular_conditions: [monthly(figures.priceCents), setUp],
  },
  properties: {
    product_id: `P-YOUNG-${figures.size}`,
    sublevel: 'NO_DEVICE',
    sort_index: index + 1,
    min_term_months: TERM_MONTHS,
  },
  data_volume: figures.dataVolume,
  highlights: [
    ...highlightsFor(figures),
    ...(figures.size === 'XL' ? ['Bis zu 200 GB Roaming in EU, Schweiz und Großbritannien'] : []),
  ],
  footnotes: ['YOUNG', 'THROTTLE', 'TERM_24', ...(figures.size === 'XL' ? ['YOUNG_XL_ROAMING'] : [])],
  age_limits: { min: 18, max: 27 },
  possible_promotions: dealsFor(figures.size),
  incentives: [cashbackFor(figures.size)],
  option_ids: optionIdsFor(figures.size),
}));

const prepaid = (figures: PrepaidFigures, corporate: boolean, sortIndex: number): Tariff => {
  const suffix = corporate ? '-VORTEIL' : '';
  return {
    concrete_product_id: `TM-PREPAID-${figures.size}${suffix}`,
    slug: `prepaid-${figures.size.toLowerCase()}${corporate ? '-vorteil' : ''}`,
    category: 'prepaid',
    product_name: `Prepaid ${figures.size}${corporate ? ' Vorteil' : ''}`,
    description: corporate
      ? 'Die Prepaid-Variante für Mitarbeitende: 20 % günstiger, ohne Vertragslaufzeit.'
      : 'Volle Kostenkontrolle ohne Vertragslaufzeit.',
    conditions: [
      {
        type: 'monthly',
        period: 'four_weeks',
        amount_cents: corporate ? figures.corporatePriceCents : figures.priceCents,
        footnotes: corporate ? ['PREPAID_CORPORATE'] : ['PREPAID_PRICE'],
      },
      {
        type: 'one_time',
        amount_cents: figures.cardCents,
        label: 'Kartenpreis inkl. Startguthaben',
        footnotes: ['PREPAID_CARD'],
      },
    ],
    properties: {
      product_id: `P-PREPAID-${figures.size}${suffix}`,
      sublevel: 'PREPAID',
      sort_index: sortIndex,
      min_term_months: 0,
    },
    data_volume: figures.dataVolume,
    highlights: [
      `${figures.dataVolume} je 4 Wochen`,
      'Telefonie- und SMS-Flatrate in alle deutschen Netze',
      'Keine Mindestlaufzeit',
    ],
    footnotes: [
      'PREPAID_CARD',
      'PREPAID_PRICE',
      'PREPAID_BONUS',
      'THROTTLE',
      ...(corporate ? ['PREPAID_CORPORATE'] : []),
    ],
    possible_promotions: [],
    // The campaign's extra data comes with the tariff while the campaign runs.
    incentives: [prepaidBonus(figures)],
  };
};

const PREPAID: Tariff[] = [
  ...PREPAID_SIZES.map((figures, index) => prepaid(figures, false, index + 1)),
  ...PREPAID_SIZES.map((figures, index) => prepaid(figures, true, index + 4)),
];

const DATA: Tariff[] = DATA_SIZES.map((figures, index) => ({
  concrete_product_id: `TM-DATA-${figures.size}`,
  slug: `data-${figures.size.toLowerCase()}`,
  category: 'daten',
  product_name: `Data ${figures.size}`,
  description: 'Mobiles Internet für Tablet, Laptop oder Router – ohne Telefonie.',
  conditions: [monthly(figures.priceCents), setUp],
  properties: {
    product_id: `P-DATA-${figures.size}`,
    sublevel: 'DATA',
    sort_index: index + 1,
    min_term_months: TERM_MONTHS,
  },
  data_volume: figures.dataVolume,
  highlights: [
    `${figures.dataVolume} Datenvolumen im 5G-Netz`,
    'Ideal für Tablets und mobile Router',
    'EU-Roaming inklusive',
  ],
  footnotes: ['DATA_TARIFF', 'THROTTLE', 'TERM_24'],
  possible_promotions: [],
  incentives: [],
}));

export const MOBILE_TARIFFS: Tariff[] = [...MOBIL, ...YOUNG, ...PREPAID, ...DATA];

/** The tariffs a handset can be bundled with (spec §3 "Bundles"): postpaid and Young, by size. */
export const BUNDLE_TARIFFS = [...MOBIL, ...YOUNG].map((tariff) => ({
  productId: tariff.properties.product_id,
  size: tariff.product_name.split(' ')[1] as Size,
}));
