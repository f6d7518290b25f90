/**
 * The cart's changes that the shopper's intents decide (sagas/cart.ts, the add-to-cart button):
 * apart from the cart's own rules (./cart.ts), which every page's first load needs for the cart
 * badge and the restored session, while these come with the cart's sagas, loaded on first use. The
 * handset a button adds is built apart (./cart-handset.ts): the buttons' pages load that with them.
 */
import type { OptionItem } from './catalogue-types';

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
