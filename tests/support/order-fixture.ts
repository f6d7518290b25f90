import type { Device, OptionItem, Promotion, Tariff, TariffGroup } from '../../src/domain/catalogue-types';
import { createCatalogueStore, type CatalogueStore } from '../../server/catalogue/store';

/** A small catalogue for the checkout server tests: one of each kind the cart checks treat differently. */
const monthly = (amount_cents: number) => ({ type: 'monthly' as const, amount_cents });
const setUp = (amount_cents: number) => ({ type: 'one_time' as const, amount_cents, label: 'Bereitstellungspreis' });

const cashback: Promotion = {
  concrete_product_id: 'promo-cashback',
  product_name: 'Cashback 240 €',
  kind: 'cashback',
  credit_cents: 24000,
  credit_when: 'nach Registrierung',
  conditions: [],
};
const foreignPromotion: Promotion = {
  concrete_product_id: 'promo-other',
  product_name: 'Andere Aktion',
  kind: 'cashback',
  conditions: [],
};

const mobileTariff = (id: string, productId: string, extra: Partial<Tariff> = {}): Tariff => ({
  concrete_product_id: id,
  slug: id,
  category: 'mobilfunk',
  product_name: `Mobil ${id}`,
  conditions: [monthly(3995), setUp(3995)],
  properties: { product_id: productId, sublevel: 'WITH_DEVICE', min_term_months: 24 },
  data_volume: '50 GB',
  highlights: [],
  footnotes: [],
  possible_promotions: [cashback],
  incentives: [],
  ...extra,
});

export const FIXTURE = {
  mobileM: 'tariff-mobil-m',
  youngM: 'tariff-young-m',
  prepaidM: 'tariff-prepaid-m',
  homeM: 'tariff-home-m',
  phoneInBundle: 'phone-black-128',
  phoneNotInBundle: 'phone-gold-512',
  streaming: 'option-streaming',
  streamingAlt: 'option-streaming-plus',
  landlineOption: 'option-tv',
  router: 'hardware-router',
  cashback: cashback.concrete_product_id,
  foreignPromotion: foreignPromotion.concrete_product_id,
};

const tariffs: Tariff[] = [
  mobileTariff(FIXTURE.mobileM, 'MOBIL_M'),
  mobileTariff(FIXTURE.youngM, 'YOUNG_M', { category: 'young', age_limits: { min: 18, max: 27 } }),
  mobileTariff(FIXTURE.prepaidM, 'PREPAID_M', {
    category: 'prepaid',
    properties: { product_id: 'PREPAID_M', sublevel: 'PREPAID', min_term_months: 0 },
  }),
  {
    ...mobileTariff(FIXTURE.homeM, 'HOME_M', { category: 'magentazuhause-tarife' }),
    data_volume: undefined,
    bandwidth: {
      download_mbit: 100,
      upload_mbit: 40,
      normal: { download_mbit: 80, upload_mbit: 32 },
      minimum: { download_mbit: 50, upload_mbit: 20 },
    },
    properties: { product_id: 'HOME_M', sublevel: 'LANDLINE', min_term_months: 24 },
    option_ids: ['option-tv'],
    hardware_ids: ['hardware-router'],
  },
];

const device: Device = {
  slug: 'phone',
  category: 'smartphones',
  product_name: 'Phone 15',
  properties: { smartphone_group_id: 'group-phone' },
  manufacturer_informations: { company: 'Acme' },
  technical_specifications: [],
  legal_information: '',
  energy_informations: { powersupply: '', efficiency: { class: 'B' }, information_sheet: '', product_sheet: '' },
  concrete_products: [FIXTURE.phoneInBundle, FIXTURE.phoneNotInBundle].map((id) => ({
    concrete_product_id: id,
    color: { color: 'Schwarz', color_group: 'schwarz', hex: '#000' },
    storage: { name: '128 GB' },
    image: '',
    gallery: [],
  })),
};

const tariffGroups: TariffGroup[] = [
  {
    concrete_tariff_group: { properties: { product_id: 'MOBIL_M' } },
    smartphone_bundles: [
      {
        bundle_id: 'bundle-phone-m',
        cheapest_bundle: true,
        concrete_smartphone_group: { id: 'group-phone' },
        concrete_product_ids: [FIXTURE.phoneInBundle],
        conditions: [{ type: 'one_time', amount_cents: 9900, label: 'Gerätepreis' }],
      },
    ],
  },
];

const item = (id: string, kind: OptionItem['kind'], extra: Partial<OptionItem> = {}): OptionItem => ({
  concrete_product_id: id,
  product_name: id,
  kind,
  mandatory: false,
  conditions: [monthly(599)],
  ...extra,
});

const items: OptionItem[] = [
  item(FIXTURE.streaming, 'option', {
    grouping_id: 'streaming',
    requires_german_residence: true,
    product_name: 'StreamOn',
  }),
  item(FIXTURE.streamingAlt, 'option', { grouping_id: 'streaming' }),
  item(FIXTURE.landlineOption, 'option'),
  item(FIXTURE.router, 'hardware'),
];

export function fixtureCatalogue(): CatalogueStore {
  return createCatalogueStore({
    tariffs,
    devices: [device],
    tariffGroups,
    items,
    promotions: [cashback, foreignPromotion],
    footnotes: [],
    stages: {},
    categoryTitles: {},
  });
}
