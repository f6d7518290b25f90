import type { Bundles, Device, OptionItem, Promotion, Tariff } from '../../../src/domain/catalogue-types';
import { EMPTY_CART, type CartContents, type CartHandset } from '../../../src/domain/cart';

/** Small catalogue entities for the cart rules; every field a rule reads is set on purpose. */
export function mobileTariff(overrides: Partial<Tariff> = {}): Tariff {
  return {
    concrete_product_id: 'T-MOBIL-M',
    slug: 'mobil-m',
    category: 'mobilfunk',
    product_name: 'Mobil M',
    conditions: [
      { type: 'monthly', amount_cents: 2995, to_month: 3 },
      { type: 'monthly', amount_cents: 4995, from_month: 4 },
      { type: 'one_time', amount_cents: 3995, label: 'Bereitstellungspreis' },
    ],
    properties: { product_id: 'MOBIL-M', sublevel: 'WITH_DEVICE', min_term_months: 24 },
    data_volume: '50 GB',
    highlights: [],
    footnotes: [],
    possible_promotions: [],
    incentives: [],
    ...overrides,
  };
}

export function landlineTariff(overrides: Partial<Tariff> = {}): Tariff {
  return {
    concrete_product_id: 'T-ZUHAUSE-L',
    slug: 'zuhause-l',
    category: 'magentazuhause-tarife',
    product_name: 'Zuhause L',
    conditions: [
      { type: 'monthly', amount_cents: 995, to_month: 3 },
      { type: 'monthly', amount_cents: 4495, from_month: 4 },
      { type: 'one_time', amount_cents: 6995, label: 'Bereitstellungspreis' },
    ],
    properties: { product_id: 'ZUHAUSE-L', sublevel: 'LANDLINE', min_term_months: 24 },
    bandwidth: {
      download_mbit: 100,
      upload_mbit: 40,
      normal: { download_mbit: 80, upload_mbit: 32 },
      minimum: { download_mbit: 50, upload_mbit: 20 },
    },
    highlights: [],
    footnotes: [],
    possible_promotions: [],
    incentives: [],
    hardware_ids: ['HW-ROUTER', 'HW-ROUTER-PLUS', 'HW-TVBOX'],
    option_ids: ['OPT-STREAM-S', 'OPT-STREAM-M', 'OPT-WLAN'],
    ...overrides,
  };
}

export function item(id: string, overrides: Partial<OptionItem> = {}): OptionItem {
  return {
    concrete_product_id: id,
    product_name: id,
    kind: 'option',
    mandatory: false,
    conditions: [],
    ...overrides,
  };
}

export function promotion(id: string, overrides: Partial<Promotion> = {}): Promotion {
  return { concrete_product_id: id, product_name: id, kind: 'cashback', conditions: [], ...overrides };
}

export function handset(overrides: Partial<CartHandset> = {}): CartHandset {
  return {
    concrete_product_id: 'D-PHONE-BLK-128',
    concrete_focus_tariff_id: 'T-MOBIL-M',
    bundle_id: 'B-MOBIL-M-PHONE',
    product_name: 'Phone 15',
    variant: 'Schwarz, 128 GB',
    image: '/images/phone.svg',
    device: { category: 'smartphones', slug: 'phone-15' },
    conditions: [{ type: 'one_time', amount_cents: 9900, label: 'Gerätepreis' }],
    ...overrides,
  };
}

export function device(overrides: Partial<Device> = {}): Device {
  const product = (id: string, color: string, storage: string) => ({
    concrete_product_id: id,
    color: { color, color_group: color.toLowerCase(), hex: '#000000' },
    storage: { name: storage },
    image: `/images/${id}.svg`,
    gallery: [],
  });
  return {
    slug: 'phone-15',
    category: 'smartphones',
    product_name: 'Phone 15',
    properties: { smartphone_group_id: 'SG-PHONE-15' },
    manufacturer_informations: { company: 'Acme' },
    technical_specifications: [],
    legal_information: '',
    energy_informations: { powersupply: '', efficiency: { class: 'B' }, information_sheet: '', product_sheet: '' },
    concrete_products: [
      product('D-PHONE-BLK-128', 'Schwarz', '128 GB'),
      product('D-PHONE-BLK-256', 'Schwarz', '256 GB'),
    ],
    ...overrides,
  };
}

/** Bundles of Mobil M (two, one per storage price) and of Mobil L (only the 128 GB). */
export const BUNDLES: Bundles = {
  tariff_groups: [
    {
      concrete_tariff_group: { properties: { product_id: 'MOBIL-M' } },
      smartphone_bundles: [
        {
          bundle_id: 'B-M-128',
          cheapest_bundle: true,
          concrete_smartphone_group: { id: 'SG-PHONE-15' },
          concrete_product_ids: ['D-PHONE-BLK-128'],
          conditions: [{ type: 'one_time', amount_cents: 100, label: 'Gerätepreis' }],
        },
        {
          bundle_id: 'B-M-256',
          cheapest_bundle: false,
          concrete_smartphone_group: { id: 'SG-PHONE-15' },
          concrete_product_ids: ['D-PHONE-BLK-256'],
          conditions: [{ type: 'one_time', amount_cents: 9900, label: 'Gerätepreis' }],
        },
      ],
    },
    {
      concrete_tariff_group: { properties: { product_id: 'MOBIL-L' } },
      smartphone_bundles: [
        {
          bundle_id: 'B-L-128',
          cheapest_bundle: true,
          concrete_smartphone_group: { id: 'SG-PHONE-15' },
          concrete_product_ids: ['D-PHONE-BLK-128'],
          conditions: [{ type: 'one_time', amount_cents: 100, label: 'Gerätepreis' }],
        },
      ],
    },
  ],
};

export const cartWith = (contents: Partial<CartContents>): CartContents => ({ ...EMPTY_CART, ...contents });
