/**
 * The cart's changes that the shopper's intents decide (sagas/cart.ts, the add-to-cart button):
 * apart from the cart's own rules (./cart.ts), which every page's first load needs for the cart
 * badge and the restored session, while these come with the code of the intents.
 */
import type { Bundles, ConcreteProduct, Device, OptionItem, Tariff } from './catalogue-types';
import type { CartHandset } from './cart';
import { bundleFor } from './device-selection';

/** The cart's handset for a device chosen with a tariff; undefined when the two are not bundled. */
export function handsetFor(
  bundles: Bundles,
  tariff: Tariff,
  device: Device,
  product: ConcreteProduct,
): CartHandset | undefined {
  const bundle = bundleFor(bundles, tariff.properties.product_id, product.concrete_product_id, device.properties.smartphone_group_id);
  if (!bundle) return undefined;
  return {
    concrete_product_id: product.concrete_product_id,
    concrete_focus_tariff_id: tariff.concrete_product_id,
    bundle_id: bundle.bundle_id,
    product_name: device.product_name,
    variant: `${product.color.color}, ${product.storage.name}`,
    image: product.image,
    device: { category: device.category, slug: device.slug },
    conditions: bundle.conditions,
  };
}

export interface ItemAddition {
  items: OptionItem[];
  /** The item of the same grouping_id that the new one replaced (spec §4). */
  replaced?: OptionItem;
}

/** Spec §4: an item with the grouping_id of one already there takes its place. */
export function addItem(items: OptionItem[], item: OptionItem): ItemAddition {
  if (items.some((existing) => existing.concrete_product_id === item.concrete_product_id)) return { items };
  const replaced = item.grouping_id ? items.find((existing) => existing.grouping_id === item.grouping_id) : undefined;
  const kept = replaced ? items.filter((existing) => existing !== replaced) : items;
  return { items: [...kept, item], replaced };
}

export interface ItemRemoval {
  items: OptionItem[];
  /** Set when the item is mandatory and removal was not forced (spec §4). */
  refused?: OptionItem;
}

export function removeItem(items: OptionItem[], concreteProductId: string, force = false): ItemRemoval {
  const item = items.find((existing) => existing.concrete_product_id === concreteProductId);
  if (!item) return { items };
  if (item.mandatory && !force) return { items, refused: item };
  return { items: items.filter((existing) => existing !== item) };
}

/** The list of the cart an option or hardware item belongs in. */
export const listOf = (item: Pick<OptionItem, 'kind'>): 'hardware' | 'options' =>
  item.kind === 'hardware' ? 'hardware' : 'options';
