/**
 * The figures of the offer (spec §9), in one table: the server's catalogue prices with them and every
 * text the shopper reads (footnotes, product information sheet, terms) quotes them, so a figure is
 * never typed twice. Amounts in integer cents, volumes as shown.
 */

/** One-time set-up price of every mobile postpaid and data tariff. */
export const MOBILE_SETUP_CENTS = 3995;
/** One-time set-up price of every home and fibre tariff. */
export const LANDLINE_SETUP_CENTS = 6995;
/** Minimum term of every postpaid tariff. */
export const TARIFF_TERM_MONTHS = 24;
/** Minimum term of rented hardware and of the WLAN comfort option. */
export const HARDWARE_TERM_MONTHS = 12;
/** Bandwidth once the data volume is used up, in kbit/s. */
export const THROTTLE_KBIT = { down: 64, up: 16 } as const;

/** Estimated maximum speed of the mobile tariffs in the 5G network, in Mbit/s. */
export const MOBILE_MAX_MBIT = { down: 300, up: 50 } as const;

export type MobileSize = 'XS' | 'S' | 'M' | 'L' | 'XL';

export interface MobileSizeFigures {
  size: MobileSize;
  dataVolume: string;
  priceCents: number;
  youngPriceCents: number;
}

export const MOBILE_SIZES: readonly MobileSizeFigures[] = [
  { size: 'XS', dataVolume: '15 GB', priceCents: 2495, youngPriceCents: 1995 },
  { size: 'S', dataVolume: '30 GB', priceCents: 3495, youngPriceCents: 2795 },
  { size: 'M', dataVolume: '50 GB', priceCents: 4495, youngPriceCents: 3595 },
  { size: 'L', dataVolume: '100 GB', priceCents: 5495, youngPriceCents: 4395 },
  { size: 'XL', dataVolume: 'Unbegrenzt', priceCents: 7495, youngPriceCents: 5995 },
];

/** Young tariffs cost the Young price in these first months, then the regular one. */
export const YOUNG_LOWER_MONTHS = 36;
/** Young XL roaming: volume in country groups 2 and 3, and in the EU, Switzerland and the UK. */
export const YOUNG_XL_ROAMING = { countryGroupsGb: 5, euGb: 200, fairUseMinutes: 1000, fairUseSms: 1000 } as const;

export interface PrepaidFigures {
  size: 'M' | 'L' | 'XL';
  dataVolume: string;
  /** The card price, credited in full as starting credit. */
  cardCents: number;
  /** Base price per 4 weeks. */
  priceCents: number;
  corporatePriceCents: number;
  /** Extra data per 4 weeks while the campaign runs. */
  bonus: string;
}

export const PREPAID_SIZES: readonly PrepaidFigures[] = [
  { size: 'M', dataVolume: '13 GB', cardCents: 995, priceCents: 995, corporatePriceCents: 796, bonus: '+2 GB' },
  { size: 'L', dataVolume: '25 GB', cardCents: 1495, priceCents: 1495, corporatePriceCents: 1196, bonus: '+5 GB' },
  { size: 'XL', dataVolume: '50 GB', cardCents: 1995, priceCents: 1995, corporatePriceCents: 1596, bonus: '+10 GB' },
];

/** What prepaid costs when the base price cannot be debited. */
export const PREPAID_FALLBACK = {
  perMinuteOrSmsCents: 9,
  perDataBlockCents: 149,
  dataBlock: '50 MB',
  dataBlockHours: 24,
} as const;

export const DATA_SIZES: readonly { size: 'S' | 'M' | 'L'; dataVolume: string; priceCents: number }[] = [
  { size: 'S', dataVolume: '5 GB', priceCents: 995 },
  { size: 'M', dataVolume: '10 GB', priceCents: 1495 },
  { size: 'L', dataVolume: '25 GB', priceCents: 2495 },
];

/** Cashback by tariff size. */
export const CASHBACK_CENTS: Record<MobileSize, number> = { XS: 12000, S: 12000, M: 24000, L: 24000, XL: 24000 };

/** Trade-in bonus: any device, the flagship model, and the flagship's Pro and Pro XL variants. */
export const TRADE_IN_CENTS = { any: 10000, flagship: 15000, flagshipPro: 20000 } as const;

/** The 1-€ smartphone: its device price and the monthly device surcharge, on the tariffs of this size. */
export const PHONE_DEAL = { size: 'M' as MobileSize, deviceCents: 100, surchargeCents: 1101 } as const;

/** Monthly price of the M tariffs with the 1-€ smartphone: the tariff's price plus the surcharge. */
export const phoneDealMonthlyCents = (tariffCents: number) => tariffCents + PHONE_DEAL.surchargeCents;

/** Home and fibre: the introductory price applies in these first months. */
export const INTRO_MONTHS = 3;
const INTRO_LOW_CENTS = 995;
const INTRO_HIGH_CENTS = 1995;
/** Home tariffs' introductory price; Young home tariffs have the lower one. */
export const HOME_INTRO_CENTS = { regular: INTRO_HIGH_CENTS, young: INTRO_LOW_CENTS } as const;
/** Fibre tariffs' introductory price by speed (Mbit/s). */
export const FIBRE_INTRO_CENTS = {
  150: INTRO_LOW_CENTS,
  300: INTRO_LOW_CENTS,
  600: INTRO_HIGH_CENTS,
  1000: INTRO_HIGH_CENTS,
} as const;
export type FibreSpeed = keyof typeof FIBRE_INTRO_CENTS;
/** Young home tariffs: after the intro months, this much below the regular price up to YOUNG_HOME_UNTIL_MONTH. */
export const YOUNG_HOME_DISCOUNT_CENTS = 1000;
export const YOUNG_HOME_UNTIL_MONTH = 24;
/** Broadband promotions are for new customers: no connection from the provider in this many months before (spec §5). */
export const NEW_CUSTOMER_MONTHS = 3;
/** TV tariffs: in months 4 to 6 only the internet tariff's price is charged. */
export const TV_STEP_MONTHS = { from: 4, to: 6 } as const;

/** Streaming option boost (50 %) by size, with its monthly price. */
export const STREAMING_BOOSTS: readonly { size: 'S' | 'M' | 'L'; fromGb: number; toGb: number; cents: number }[] = [
  { size: 'S', fromGb: 40, toGb: 60, cents: 499 },
  { size: 'M', fromGb: 100, toGb: 150, cents: 599 },
  { size: 'L', fromGb: 200, toGb: 300, cents: 999 },
];
export const STREAMING_BOOST_PERCENT = 50;

/** Monthly prices of the home streaming packages, the video-streaming option (no term, 1 month notice), WLAN comfort. */
export const STREAMING_PACKAGE_CENTS = { basic: 499, premium: 999 } as const;
export const VIDEO_STREAMING = { cents: 599, noticeMonths: 1 } as const;
export const WLAN_COMFORT_CENTS = 995;

/** Home hardware: router package per month, TV stick once or per month, TV box per month. */
export const HARDWARE_CENTS = { routerPackage: 695, tvStickOnce: 6900, tvStickRental: 300, tvBox: 500 } as const;
