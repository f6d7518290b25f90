/** The URL slugs of API.md; routes outside these lists are invalid pages (spec §5 routing). */
export const MOBILE_TARIFF_CATEGORIES = ['mobilfunk', 'young', 'prepaid', 'daten'] as const;
export const DEVICE_CATEGORIES = ['smartphones', 'tablets'] as const;
export const LANDLINE_TARIFF_CATEGORIES = ['magentazuhause-tarife', 'glasfaser-tarife'] as const;

export type LandlineTariffCategory = (typeof LANDLINE_TARIFF_CATEGORIES)[number];

export const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);
