import type { Bundles, ConcreteProduct, Device } from './catalogue-types';

/** Spec §3 "Filter state": the keys a device list can be filtered by. */
export const FILTER_KEYS = ['company', 'color_group', 'storage'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface ActiveFilter {
  key: FilterKey;
  value: string;
}

/** The values a shopper can choose from, per key. */
export type FilterOptions = Record<FilterKey, string[]>;

/** The concrete products offered in a bundle of the given tariff groups. */
export function bundledProductIds(bundles: Bundles): Set<string> {
  return new Set(
    bundles.tariff_groups.flatMap((group) => group.smartphone_bundles.flatMap((bundle) => bundle.concrete_product_ids)),
  );
}

/** Spec §5: only devices with at least one concrete product in a bundle with the chosen tariff. */
export function narrowToBundles(devices: Device[], productIds: Set<string>): Device[] {
  return devices
    .map((device) => ({
      ...device,
      concrete_products: device.concrete_products.filter((p) => productIds.has(p.concrete_product_id)),
    }))
    .filter((device) => device.concrete_products.length > 0);
}

const valuesOf = (filters: ActiveFilter[], key: FilterKey) => filters.filter((f) => f.key === key).map((f) => f.value);

/** An empty group means no restriction (spec §5); colour and storage must meet in one concrete product. */
export function applyFilters(devices: Device[], filters: ActiveFilter[]): Device[] {
  const companies = valuesOf(filters, 'company');
  const colours = valuesOf(filters, 'color_group');
  const storages = valuesOf(filters, 'storage');
  const productMatches = (product: ConcreteProduct) =>
    (colours.length === 0 || colours.includes(product.color.color_group)) &&
    (storages.length === 0 || storages.includes(product.storage.name));
  return devices.filter(
    (device) =>
      (companies.length === 0 || companies.includes(device.manufacturer_informations.company)) &&
      device.concrete_products.some(productMatches),
  );
}

/** Spec §5: sort_index ascending, devices without one last (in their original order). */
export function sortDevices(devices: Device[]): Device[] {
  const rank = (device: Device) => device.properties.sort_index ?? Number.POSITIVE_INFINITY;
  return [...devices].sort((a, b) => rank(a) - rank(b));
}

const STORAGE_UNITS: Record<string, number> = { GB: 1, TB: 1024 };
const storageSize = (name: string) => {
  const [amount, unit] = name.split(' ');
  return Number(amount) * (STORAGE_UNITS[unit ?? 'GB'] ?? 1);
};

/** The filter values present in a device list, so the shopper only sees choices that can match. */
export function filterOptions(devices: Device[]): FilterOptions {
  const distinct = (values: string[]) => [...new Set(values)];
  const products = devices.flatMap((device) => device.concrete_products);
  return {
    company: distinct(devices.map((d) => d.manufacturer_informations.company)).sort((a, b) => a.localeCompare(b, 'de')),
    color_group: distinct(products.map((p) => p.color.color_group)).sort((a, b) => a.localeCompare(b, 'de')),
    storage: distinct(products.map((p) => p.storage.name)).sort((a, b) => storageSize(a) - storageSize(b)),
  };
}

/** Filters travel in the URL query as repeated keys (`?company=A&company=B`), so lists can be shared. */
export function filtersFromQuery(query: URLSearchParams): ActiveFilter[] {
  return FILTER_KEYS.flatMap((key) =>
    query
      .getAll(key)
      .filter(Boolean)
      .map((value) => ({ key, value })),
  );
}

export function withFilterToggled(query: URLSearchParams, filter: ActiveFilter): URLSearchParams {
  const next = new URLSearchParams(query);
  const values = next.getAll(filter.key);
  next.delete(filter.key);
  const toggled = values.includes(filter.value) ? values.filter((v) => v !== filter.value) : [...values, filter.value];
  toggled.forEach((value) => next.append(filter.key, value));
  return next;
}

export const isFilterActive = (filters: ActiveFilter[], filter: ActiveFilter) =>
  filters.some((f) => f.key === filter.key && f.value === filter.value);
