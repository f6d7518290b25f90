import type { Bundles, Device, FootnoteEntry, OptionItem, Tariff } from './catalogue-types';
import type { FilterOptions } from './device-filters';

/** The catalogue reads of API.md, as plain values the store can key its cache by. */
export type CatalogueResource =
  | { kind: 'tariffs'; category: string }
  | { kind: 'tariff'; category: string; slug: string }
  | { kind: 'tariffItems'; category: string; slug: string; items: 'hardware' | 'options' }
  | { kind: 'devices'; category: string; tariff: string }
  | { kind: 'device'; category: string; slug: string }
  | { kind: 'bundles'; tariff?: string; device?: string }
  | { kind: 'footnotes' };

export interface TariffList {
  category: string;
  title: string;
  tariffs: Tariff[];
}

export interface DeviceList {
  devices: Device[];
  filters: FilterOptions;
}

/** What each resource answers. */
export interface ResourceData {
  tariffs: TariffList;
  tariff: Tariff;
  tariffItems: { items: OptionItem[] };
  devices: DeviceList;
  device: Device;
  bundles: Bundles;
  footnotes: { footnotes: FootnoteEntry[] };
}

export function resourceKey(resource: CatalogueResource): string {
  switch (resource.kind) {
    case 'tariffs':
      return `tariffs/${resource.category}`;
    case 'tariff':
      return `tariffs/${resource.category}/${resource.slug}`;
    case 'tariffItems':
      return `tariffs/${resource.category}/${resource.slug}/${resource.items}`;
    case 'devices':
      return `devices/${resource.category}?tariff=${resource.tariff}`;
    case 'device':
      return `device/${resource.category}/${resource.slug}`;
    case 'bundles':
      return `bundles?tariff=${resource.tariff ?? ''}&device=${resource.device ?? ''}`;
    case 'footnotes':
      return 'footnotes';
  }
}
