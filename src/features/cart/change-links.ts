import { isLandlineTariff, type OptionItem, type Tariff } from '../../domain/catalogue-types';
import type { CartHandset } from '../../domain/cart';

/** 'Ändern' leads back to the page the entry was chosen on (spec §2 routes). */
export function tariffLink(tariff: Tariff): string {
  if (isLandlineTariff(tariff)) return `/zuhause/tarife/${tariff.category}/${tariff.slug}`;
  return `/unterwegs/tarife/${tariff.category}?slug=${encodeURIComponent(tariff.slug)}`;
}

/** The device detail with the chosen variant (pid, spec §4) and the tariff it was bundled with. */
export function handsetLink(handset: CartHandset): string {
  const query = new URLSearchParams({ pid: handset.concrete_product_id, tariff: handset.concrete_focus_tariff_id });
  return `/unterwegs/geraete/${handset.device.category}/${handset.device.slug}?${query.toString()}`;
}

export function itemLink(item: OptionItem, tariff: Tariff | null): string {
  if (!tariff) return '/zuhause';
  if (!isLandlineTariff(tariff)) return tariffLink(tariff);
  return `${tariffLink(tariff)}/${item.kind === 'hardware' ? 'hardware' : 'options'}`;
}

/** Where a mobile tariff sold with a device sends the shopper to pick one. */
export const DEVICE_LIST_LINK = '/unterwegs/geraete/smartphones';
