import type { PriceCondition, Tariff } from '../../src/domain/catalogue-types';
import {
  FIBRE_MODEM_ID,
  FIBRE_ROUTER_PACKAGE_ID,
  LANDLINE_HARDWARE,
  LANDLINE_OPTIONS,
  ROUTER_PACKAGE_ID,
  STREAMING_BASIC_ID,
  STREAMING_PREMIUM_ID,
  TV_BOX_ID,
  TV_STICK_ONCE_ID,
  TV_STICK_RENTAL_ID,
  VIDEO_STREAMING_ID,
  WLAN_COMFORT_ID,
} from './landline-items';
import {
  FIBRE_INTRO_CENTS,
  HOME_INTRO_CENTS,
  type FibreSpeed,
  INTRO_MONTHS,
  LANDLINE_SETUP_CENTS,
  TARIFF_TERM_MONTHS,
  TV_STEP_MONTHS,
  YOUNG_HOME_DISCOUNT_CENTS,
  YOUNG_HOME_UNTIL_MONTH,
} from '../../src/domain/offer-figures';
import { formatCents } from '../../src/domain/money';
import { PROMOTION_WINDOWS } from '../../src/domain/promotion-windows';

const INTRO_WINDOW = PROMOTION_WINDOWS.BROADBAND_INTRO;

const HOME = 'magentazuhause-tarife' as const;
const FIBRE = 'glasfaser-tarife' as const;

/** Spec §9: fixed-line set-up 69,95 € once. */
const SET_UP: PriceCondition = {
  type: 'one_time',
  amount_cents: LANDLINE_SETUP_CENTS,
  label: 'Bereitstellungspreis',
  footnotes: ['ZUHAUSE_BEREITSTELLUNG'],
};

const TV_PACKAGES = {
  smart: { name: 'TV Smart', surcharge: 1000, highlight: 'Über 100 Sender, davon 60 in HD' },
  stream: { name: 'TV Stream', surcharge: 1500, highlight: 'Sender und Streamingdienst in einem Paket' },
  'mega-stream': { name: 'TV MegaStream', surcharge: 2500, highlight: 'Sender, zwei Streamingdienste und Sport' },
} as const;
type TvPackage = keyof typeof TV_PACKAGES;

interface Plan {
  slug: string;
  name: string;
  category: typeof HOME | typeof FIBRE;
  download: number;
  upload: number;
  /** Normally available and minimum speeds, download / upload in Mbit/s. */
  normal: [number, number];
  minimum: [number, number];
  introCents: number;
  regularCents: number;
  young?: boolean;
  tv?: TvPackage;
  description: string;
  extraHighlights?: string[];
  sortIndex: number;
}

/** Spec §9: intro price for months 1–3, then a TV step (4–6) or a Young step (to month 24), then the regular price. */
function priceSteps(plan: Plan): PriceCondition[] {
  const intro: PriceCondition = {
    type: 'monthly',
    amount_cents: plan.introCents,
    to_month: INTRO_MONTHS,
    footnotes: [introFootnote(plan)],
  };
  const afterIntro = INTRO_MONTHS + 1;
  if (plan.tv) {
    return [
      intro,
      {
        type: 'monthly',
        amount_cents: plan.regularCents,
        from_month: TV_STEP_MONTHS.from,
        to_month: TV_STEP_MONTHS.to,
        footnotes: ['ZUHAUSE_TV'],
      },
      {
        type: 'monthly',
        amount_cents: plan.regularCents + TV_PACKAGES[plan.tv].surcharge,
        from_month: TV_STEP_MONTHS.to + 1,
      },
    ];
  }
  if (plan.young) {
    return [
      intro,
      {
        type: 'monthly',
        amount_cents: plan.regularCents - YOUNG_HOME_DISCOUNT_CENTS,
        from_month: afterIntro,
        to_month: YOUNG_HOME_UNTIL_MONTH,
        footnotes: ['ZUHAUSE_YOUNG'],
      },
      { type: 'monthly', amount_cents: plan.regularCents, from_month: YOUNG_HOME_UNTIL_MONTH + 1 },
    ];
  }
  return [intro, { type: 'monthly', amount_cents: plan.regularCents, from_month: afterIntro }];
}

/**
 * After the new-customer offer: no intro price, and a TV tariff charges its TV package from the first
 * month (the TV months at the internet price belong to the offer); the Young step is the Young benefit and stays.
 */
function regularSteps(plan: Plan): PriceCondition[] {
  const afterIntro = priceSteps(plan).slice(1);
  const [first, ...rest] = plan.tv ? afterIntro.slice(-1) : afterIntro;
  const { from_month: _from, ...fromStart } = first!;
  return [fromStart, ...rest];
}

const introFootnote = (plan: Plan) => (plan.category === FIBRE ? 'GLASFASER_PREIS' : 'ZUHAUSE_PREIS');

function hardwareFor(plan: Plan): string[] {
  const router = plan.category === FIBRE ? [FIBRE_MODEM_ID, FIBRE_ROUTER_PACKAGE_ID] : [ROUTER_PACKAGE_ID];
  return plan.tv ? [...router, TV_STICK_ONCE_ID, TV_STICK_RENTAL_ID, TV_BOX_ID] : router;
}

function footnotesFor(plan: Plan): string[] {
  return [
    introFootnote(plan),
    'BREITBAND_NEUKUNDE',
    ...(plan.category === FIBRE ? ['GLASFASER_HAUSANSCHLUSS'] : []),
    ...(plan.tv ? ['ZUHAUSE_TV'] : []),
    ...(plan.young ? ['ZUHAUSE_YOUNG'] : []),
  ];
}

function tariff(plan: Plan): Tariff {
  return {
    concrete_product_id: `ll-${plan.slug}`,
    slug: plan.slug,
    category: plan.category,
    product_name: plan.name,
    description: plan.description,
    conditions: [...priceSteps(plan), SET_UP],
    price_window: {
      valid_from: INTRO_WINDOW.from,
      valid_until: INTRO_WINDOW.until,
      regular_conditions: [...regularSteps(plan), SET_UP],
    },
    properties: {
      product_id: `ll-${plan.slug}`,
      sublevel: 'LANDLINE',
      sort_index: plan.sortIndex,
      min_term_months: TARIFF_TERM_MONTHS,
    },
    bandwidth: {
      download_mbit: plan.download,
      upload_mbit: plan.upload,
      normal: { download_mbit: plan.normal[0], upload_mbit: plan.normal[1] },
      minimum: { download_mbit: plan.minimum[0], upload_mbit: plan.minimum[1] },
    },
    highlights: [
      `Bis zu ${plan.download} Mbit/s im Download, ${plan.upload} Mbit/s im Upload`,
      'Telefon-Flatrate ins deutsche Festnetz',
      ...(plan.tv ? [TV_PACKAGES[plan.tv].highlight] : []),
      ...(plan.extraHighlights ?? []),
    ],
    footnotes: footnotesFor(plan),
    ...(plan.young ? { age_limits: { min: 18, max: 27 } } : {}),
    possible_promotions: [],
    incentives: [],
    hardware_ids: hardwareFor(plan),
    option_ids: [STREAMING_BASIC_ID, STREAMING_PREMIUM_ID, VIDEO_STREAMING_ID, WLAN_COMFORT_ID],
  };
}

type SpeedPair = [number, number];

const HOME_SIZES: {
  size: string;
  download: number;
  upload: number;
  normal: SpeedPair;
  minimum: SpeedPair;
  regularCents: number;
}[] = [
  { size: 'S', download: 50, upload: 10, normal: [40, 8], minimum: [25, 5], regularCents: 3995 },
  { size: 'M', download: 100, upload: 40, normal: [80, 32], minimum: [50, 20], regularCents: 4495 },
  { size: 'L', download: 175, upload: 40, normal: [140, 32], minimum: [90, 20], regularCents: 4995 },
  { size: 'XL', download: 250, upload: 40, normal: [200, 32], minimum: [125, 20], regularCents: 5995 },
];

const homePlans: Plan[] = [
  ...HOME_SIZES.map((s, i) => ({
    slug: `magentazuhause-${s.size.toLowerCase()}`,
    name: `MagentaZuhause ${s.size}`,
    category: HOME,
    download: s.download,
    upload: s.upload,
    normal: s.normal,
    minimum: s.minimum,
    introCents: HOME_INTRO_CENTS.regular,
    regularCents: s.regularCents,
    description: `Surfen und telefonieren mit bis zu ${s.download} Mbit/s über Ihren DSL-Anschluss.`,
    sortIndex: i + 1,
  })),
  ...HOME_SIZES.map((s, i) => ({
    slug: `magentazuhause-${s.size.toLowerCase()}-young`,
    name: `MagentaZuhause ${s.size} Young`,
    category: HOME,
    download: s.download,
    upload: s.upload,
    normal: s.normal,
    minimum: s.minimum,
    introCents: HOME_INTRO_CENTS.young,
    regularCents: s.regularCents,
    young: true,
    description: `Der Young-Tarif für 18- bis 27-Jährige mit bis zu ${s.download} Mbit/s.`,
    sortIndex: 20 + i,
  })),
  ...(
    [
      ['M', 'smart'],
      ['L', 'stream'],
      ['XL', 'mega-stream'],
    ] as const
  ).map(([size, tv], i) => {
    const base = HOME_SIZES.find((s) => s.size === size)!;
    return {
      slug: `magentazuhause-${size.toLowerCase()}-tv-${tv}`,
      name: `MagentaZuhause ${size} mit ${TV_PACKAGES[tv].name}`,
      category: HOME,
      download: base.download,
      upload: base.upload,
      normal: base.normal,
      minimum: base.minimum,
      introCents: HOME_INTRO_CENTS.regular,
      regularCents: base.regularCents,
      tv,
      description: `Internet, Telefon und ${TV_PACKAGES[tv].name} in einem Tarif.`,
      sortIndex: 10 + i,
    };
  }),
];

const FIBRE_SPEEDS: {
  speed: FibreSpeed;
  upload: number;
  normal: SpeedPair;
  minimum: SpeedPair;
  introCents: number;
  regularCents: number;
}[] = [
  {
    speed: 150,
    upload: 50,
    normal: [120, 40],
    minimum: [75, 25],
    introCents: FIBRE_INTRO_CENTS[150],
    regularCents: 4495,
  },
  {
    speed: 300,
    upload: 150,
    normal: [240, 120],
    minimum: [150, 75],
    introCents: FIBRE_INTRO_CENTS[300],
    regularCents: 4995,
  },
  {
    speed: 600,
    upload: 300,
    normal: [480, 240],
    minimum: [300, 150],
    introCents: FIBRE_INTRO_CENTS[600],
    regularCents: 5995,
  },
  {
    speed: 1000,
    upload: 500,
    normal: [800, 400],
    minimum: [500, 250],
    introCents: FIBRE_INTRO_CENTS[1000],
    regularCents: 6995,
  },
];

const fibreDescription = (speed: number) => `Glasfaser bis in Ihre Wohnung mit bis zu ${speed} Mbit/s.`;

/** The employees' variant of Glasfaser 300: its regular price and how much it saves, from the one figure. */
const fibreAdvantage = (regularCents: number) => ({
  regularCents,
  extraHighlights: [
    `${formatCents(FIBRE_SPEEDS.find((f) => f.speed === 300)!.regularCents - regularCents)} monatlich günstiger als Glasfaser 300`,
  ],
});

const fibrePlans: Plan[] = [
  ...FIBRE_SPEEDS.map((f, i) => ({
    slug: `glasfaser-${f.speed}`,
    name: `Glasfaser ${f.speed}`,
    category: FIBRE,
    download: f.speed,
    upload: f.upload,
    normal: f.normal,
    minimum: f.minimum,
    introCents: f.introCents,
    regularCents: f.regularCents,
    description: fibreDescription(f.speed),
    sortIndex: i + 1,
  })),
  ...(
    [
      [300, 'smart'],
      [600, 'stream'],
      [1000, 'mega-stream'],
    ] as const
  ).map(([speed, tv], i) => {
    const base = FIBRE_SPEEDS.find((f) => f.speed === speed)!;
    return {
      slug: `glasfaser-${speed}-tv-${tv}`,
      name: `Glasfaser ${speed} mit ${TV_PACKAGES[tv].name}`,
      category: FIBRE,
      download: speed,
      upload: base.upload,
      normal: base.normal,
      minimum: base.minimum,
      introCents: base.introCents,
      regularCents: base.regularCents,
      tv,
      description: `${fibreDescription(speed)} Mit ${TV_PACKAGES[tv].name}.`,
      sortIndex: 10 + i,
    };
  }),
  {
    slug: 'glasfaser-300-vorteil',
    ...fibreAdvantage(4495),
    name: 'Glasfaser 300 Vorteilspreis',
    category: FIBRE,
    download: 300,
    upload: 150,
    normal: [240, 120],
    minimum: [150, 75],
    introCents: FIBRE_INTRO_CENTS[300],
    description: `${fibreDescription(300)} Zum Vorteilspreis für Mitarbeitende.`,
    sortIndex: 5,
  },
];

/** The zuhause section: home and fibre tariffs, their options and hardware, their footnotes. */
export const LANDLINE_TARIFFS: Tariff[] = [...homePlans, ...fibrePlans].map(tariff);
export const LANDLINE_ITEMS = [...LANDLINE_HARDWARE, ...LANDLINE_OPTIONS];
