/**
 * The catalogue entities of spec §3 as the API serves them (snake_case, money in integer cents).
 * Shared by server/ (seed, routes) and the browser (screens, cart rules).
 */

/** API.md: "1.–3. Monat 9,95 €, ab 4. Monat 39,95 €" is data, not text. */
export interface PriceCondition {
  type: 'monthly' | 'one_time';
  amount_cents: number;
  /** First month the step applies (1-based, inclusive); absent = from the start. */
  from_month?: number;
  /** Last month the step applies (inclusive); absent = open-ended. */
  to_month?: number;
  /** e.g. 'Bereitstellungspreis', 'Versand', 'Gerätepreis'. */
  label?: string;
  /** Footnote tags (spec §3 fn_tag) explaining this price. */
  footnotes?: string[];
  /** Prepaid base prices are charged per 4 weeks instead of per calendar month (spec §9). */
  period?: 'four_weeks';
}

export type Sublevel = 'NO_DEVICE' | 'WITH_DEVICE' | 'PREPAID' | 'DATA' | 'LANDLINE';

export interface Promotion {
  concrete_product_id: string;
  product_name: string;
  description?: string;
  /** A device offer changes which price a device has; cashback and trade-in are paid out later. */
  kind: 'device_offer' | 'cashback' | 'trade_in';
  /** Cashback and trade-in: the amount paid out after the order; it is never deducted from a price. */
  credit_cents?: number;
  /** Cashback and trade-in: when it is paid, e.g. 'nach Registrierung'. */
  credit_when?: string;
  /** Device offers: they apply only to a device whose one-time price is this amount. */
  device_price_cents?: number;
  /** Trade-in bonuses: they apply only with one of these devices (by slug). */
  device_slugs?: string[];
  conditions: PriceCondition[];
  footnotes?: string[];
  /** First and last day on offer (yyyy-MM-dd, German time); the server offers it only in between. */
  valid_from?: string;
  valid_until?: string;
}

export interface Tariff {
  concrete_product_id: string;
  slug: string;
  category: string;
  product_name: string;
  description?: string;
  conditions: PriceCondition[];
  properties: { product_id: string; sublevel: Sublevel; sort_index?: number; min_term_months: number };
  /** Present on mobile tariffs only (spec §3): e.g. '30 GB'. */
  data_volume?: string;
  /** Present on landline tariffs only (spec §3), in Mbit/s: the maximum with the normal and minimum speeds. */
  bandwidth?: LandlineSpeeds;
  highlights: string[];
  footnotes: string[];
  /** Young tariffs: the age bounds of spec §5. */
  age_limits?: { min: number; max: number };
  possible_promotions: Promotion[];
  incentives: Promotion[];
  /** Landline tariffs: the hardware and options offered on their selection pages. */
  hardware_ids?: string[];
  option_ids?: string[];
}

/** Download and upload in Mbit/s. */
export interface Speed {
  download_mbit: number;
  upload_mbit: number;
}

/**
 * What a fixed-line contract must state (§ 52 TKG with the TK-Transparenzverordnung): the maximum
 * speed (the top-level fields, as spec §3's bandwidth), the normally available and the minimum speed.
 */
export interface LandlineSpeeds extends Speed {
  normal: Speed;
  minimum: Speed;
}

export const isLandlineTariff = (tariff: Pick<Tariff, 'bandwidth'>) => tariff.bandwidth !== undefined;
export const isMobileTariff = (tariff: Pick<Tariff, 'data_volume'>) => tariff.data_volume !== undefined;

/** Spec §3 "Option and hardware item". */
export interface OptionItem {
  concrete_product_id: string;
  product_name: string;
  description?: string;
  kind: 'option' | 'hardware';
  mandatory: boolean;
  /** Items sharing a grouping_id exclude each other (spec §4). */
  grouping_id?: string;
  conditions: PriceCondition[];
  footnotes?: string[];
  /** e.g. streaming options need a German residence (spec §5). */
  requires_german_residence?: boolean;
}

export interface ConcreteProduct {
  concrete_product_id: string;
  color: { color: string; color_group: string; hex: string };
  storage: { name: string };
  image: string;
  gallery: string[];
}

export interface EnergyInformation {
  powersupply: string;
  efficiency: { class: 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' };
  /** Address of the energy label: a PDF or an image. */
  information_sheet: string;
  /** Address of the product information sheet (EU 2023/1669), a PDF. */
  product_sheet: string;
}

export interface Device {
  slug: string;
  category: string;
  product_name: string;
  description?: string;
  properties: { sort_index?: number; smartphone_group_id: string };
  manufacturer_informations: { company: string };
  technical_specifications: { label: string; value: string }[];
  legal_information: string;
  energy_informations: EnergyInformation;
  concrete_products: ConcreteProduct[];
}

/** Spec §3 "Bundles": per tariff group the smartphone bundles with their one-time device price. */
export interface SmartphoneBundle {
  bundle_id: string;
  cheapest_bundle: boolean;
  concrete_smartphone_group: { id: string };
  /** The concrete products of the group offered in this bundle. */
  concrete_product_ids: string[];
  conditions: PriceCondition[];
  /** A promotion's price: outside the promotion's window the bundle has its regular conditions. */
  offer?: { promotion_id: string; regular_conditions: PriceCondition[] };
}

export interface TariffGroup {
  concrete_tariff_group: { properties: { product_id: string } };
  smartphone_bundles: SmartphoneBundle[];
}

export interface Bundles {
  tariff_groups: TariffGroup[];
}

/** Spec §3 "Footnote entry": an upper-case tag and its German HTML text. */
export interface FootnoteEntry {
  fn_tag: string;
  text: string;
}

export interface StageSlide {
  title: string;
  text: string;
  image: string;
  link: { label: string; to: string };
  /** A slide advertising a promotion is shown only while the promotion is on offer. */
  promotion_id?: string;
}
