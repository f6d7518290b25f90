import type { Address } from './address';
import {
  isLandlineTariff,
  isMobileTariff,
  type OptionItem,
  type PriceCondition,
  type Promotion,
  type Sublevel,
  type Tariff,
} from './catalogue-types';
import type { OrderCartLine } from './order-status';

/**
 * Spec §3 "Handset": the concrete device, the tariff it was chosen with and the bundle of that
 * combination, plus what the cart page shows without fetching the device again.
 */
export interface CartHandset {
  concrete_product_id: string;
  concrete_focus_tariff_id: string;
  bundle_id: string;
  product_name: string;
  /** e.g. 'Schwarz, 128 GB'. */
  variant: string;
  image: string;
  /** Where 'Ändern' leads back to. */
  device: { category: string; slug: string };
  /** The bundle's prices (one-time device price, monthly device share if any). */
  conditions: PriceCondition[];
}

/** Spec §3 "Cart response" of initiate-order. */
/** Spec §3 "Cart response" detail: an entry the server took out of the cart. */
export interface CartResponseDetail {
  action: 'REMOVE_FROM_CART';
  id: string;
  type: OrderCartLine['type'];
}

export interface CartResponse {
  status_code: number;
  temp_order_id?: string;
  details: CartResponseDetail[];
  /** The handsets the server priced, with the bundle it found for them. */
  handsets?: { id: string; bundle_id: string }[];
}

/** Spec §3 "Cart": what is kept in sessionStorage. */
export interface CartContents {
  tariff: Tariff | null;
  handset: CartHandset | null;
  hardware: OptionItem[];
  options: OptionItem[];
  promotions: Promotion[];
  lastResponse: CartResponse | null;
  /** The checked address a landline tariff is ordered for; set when it was added. */
  connectionAddress?: Address;
}

export const EMPTY_CART: CartContents = {
  tariff: null,
  handset: null,
  hardware: [],
  options: [],
  promotions: [],
  lastResponse: null,
};

/**
 * Spec §4 names NO_DEVICE as the sublevel sold without a device. Prepaid and data-only tariffs are
 * never bundled with one either (no bundles exist for them), so they count as device-free too;
 * otherwise they could never reach checkout.
 */
const DEVICE_FREE_SUBLEVELS: readonly Sublevel[] = ['NO_DEVICE', 'PREPAID', 'DATA'];

/** A mobile tariff sold with a device needs one (spec §4 "Cart readiness"). */
export const tariffNeedsHandset = (tariff: Tariff) =>
  isMobileTariff(tariff) && !DEVICE_FREE_SUBLEVELS.includes(tariff.properties.sublevel);

/** Spec §4: a tariff exists and, for a mobile tariff whose sublevel is not NO_DEVICE, a bundle and a handset. */
export function isCartReady(cart: Pick<CartContents, 'tariff' | 'handset'>): boolean {
  if (!cart.tariff) return false;
  if (!tariffNeedsHandset(cart.tariff)) return true;
  return cart.handset !== null && Boolean(cart.handset.bundle_id);
}

export const isCartEmpty = (cart: CartContents) =>
  !cart.tariff && !cart.handset && cart.hardware.length === 0 && cart.options.length === 0;

/** What the header badge counts: every line the shopper sees in the cart. */
export const cartItemCount = (cart: CartContents) =>
  (cart.tariff ? 1 : 0) + (cart.handset ? 1 : 0) + cart.hardware.length + cart.options.length;

/** Spec §4: changed when the bundle differs from the first handset's bundle in the last cart response. */
export function hasBundleChanged(cart: Pick<CartContents, 'handset' | 'lastResponse'>): boolean {
  return cart.handset?.bundle_id !== cart.lastResponse?.handsets?.[0]?.bundle_id;
}

/** Choosing a tariff keeps only what still fits it: its own handset and the items it offers. */
export function withTariff(cart: CartContents, tariff: Tariff): CartContents {
  if (cart.tariff?.concrete_product_id === tariff.concrete_product_id) return { ...cart, tariff };
  // Another tariff: the connection address belonged to the old one (sagas/cart.ts sets it anew).
  const { connectionAddress: _old, ...rest } = cart;
  const offered = (ids: string[] | undefined) => (item: OptionItem) => ids?.includes(item.concrete_product_id) ?? false;
  const keepsHandset = cart.handset?.concrete_focus_tariff_id === tariff.concrete_product_id && isMobileTariff(tariff);
  return {
    ...rest,
    tariff,
    handset: keepsHandset ? cart.handset : null,
    hardware: isLandlineTariff(tariff) ? cart.hardware.filter(offered(tariff.hardware_ids)) : [],
    options: cart.options.filter(offered(tariff.option_ids)),
    promotions: [],
  };
}

/**
 * Init order answered 300 (spec §4): drop what the server flagged REMOVE_FROM_CART, wherever it
 * sits, including the tariff's own promotions, so the corrected cart does not send them again.
 */
export function withoutServerRemovals(cart: CartContents, ids: string[]): CartContents {
  const gone = new Set(ids);
  const keep = <T extends { concrete_product_id: string }>(list: T[]) =>
    list.filter((x) => !gone.has(x.concrete_product_id));
  if (cart.tariff && gone.has(cart.tariff.concrete_product_id))
    return { ...EMPTY_CART, lastResponse: cart.lastResponse };
  return {
    ...cart,
    tariff: cart.tariff && {
      ...cart.tariff,
      incentives: keep(cart.tariff.incentives),
      possible_promotions: keep(cart.tariff.possible_promotions),
    },
    handset: cart.handset && gone.has(cart.handset.concrete_product_id) ? null : cart.handset,
    hardware: keep(cart.hardware),
    options: keep(cart.options),
    promotions: keep(cart.promotions),
  };
}
