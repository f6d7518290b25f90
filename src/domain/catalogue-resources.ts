import type { Static } from '@sinclair/typebox';
import type * as Answer from './schemas/catalogue';

/** The catalogue reads of API.md, as plain values the store can key its cache by. */
export type CatalogueResource =
  | { kind: 'tariffs'; category: string }
  | { kind: 'tariff'; category: string; slug: string }
  | { kind: 'tariffItems'; category: string; slug: string; items: 'hardware' | 'options' }
  | { kind: 'devices'; category: string; tariff: string }
  | { kind: 'device'; category: string; slug: string }
  | { kind: 'bundles'; tariff?: string; device?: string }
  | { kind: 'footnotes' };

/**
 * What each resource answers: the answer schemas the server declares for these routes
 * (src/domain/schemas/catalogue.ts), whose serialiser writes nothing else.
 */
export type TariffList = Static<typeof Answer.TariffList>;
export type DeviceList = Static<typeof Answer.DeviceList>;

export interface ResourceData {
  tariffs: TariffList;
  tariff: Static<typeof Answer.Tariff>;
  tariffItems: Static<typeof Answer.ItemList>;
  devices: DeviceList;
  device: Static<typeof Answer.Device>;
  bundles: Static<typeof Answer.Bundles>;
  footnotes: Static<typeof Answer.Footnotes>;
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
