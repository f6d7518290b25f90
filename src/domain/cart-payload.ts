import type { Address } from './address';
import { isLandlineTariff, isMobileTariff } from './catalogue-types';
import type { CartContents } from './cart';
import { promotionsToOrder } from './cart-prices';

export interface CartEntryRef {
  id: string;
}

/** Spec §7 "Cart payload", as initiate-order receives it. */
export interface CartPayload {
  cart: {
    tariff: CartEntryRef;
    options: CartEntryRef[];
    promotions: CartEntryRef[];
    /** Only for a landline tariff with hardware. */
    hardware?: CartEntryRef[];
    /** A one-item list, only for a mobile tariff with a handset. */
    handsets?: CartEntryRef[];
    /** Landline: the checked address the tariff was chosen for. */
    connection_address?: Address;
  };
  context?: { tracking_id: string };
}

const refs = (list: { concrete_product_id: string }[]): CartEntryRef[] => {
  const ids = [...new Set(list.map((entry) => entry.concrete_product_id))];
  return ids.map((id) => ({ id }));
};

/** The payload of spec §7; null without a tariff, since there is nothing to order then. */
export function buildCartPayload(cart: CartContents, trackingId?: string | null): CartPayload | null {
  const { tariff } = cart;
  if (!tariff) return null;
  const payload: CartPayload = {
    cart: {
      tariff: { id: tariff.concrete_product_id },
      options: refs(cart.options),
      promotions: refs(promotionsToOrder(cart)),
    },
  };
  if (isLandlineTariff(tariff) && cart.hardware.length > 0) payload.cart.hardware = refs(cart.hardware);
  if (isLandlineTariff(tariff) && cart.connectionAddress) payload.cart.connection_address = cart.connectionAddress;
  if (isMobileTariff(tariff) && cart.handset) payload.cart.handsets = [{ id: cart.handset.concrete_product_id }];
  if (trackingId) payload.context = { tracking_id: trackingId };
  return payload;
}
