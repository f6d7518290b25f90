import {
  isLandlineTariff,
  type Bundles,
  type ConcreteProduct,
  type Device,
  type OptionItem,
  type Tariff,
} from '../../domain/catalogue-types';
import { handsetFor } from '../../domain/cart-handset';
import { cartActions } from '../../state/cart';

/** The cart intents behind every 'In den Warenkorb' button of the shop. */
/** A landline tariff asks first: it needs a fitting availability check (sagas/cart.ts). */
export const addTariff = (tariff: Tariff) =>
  isLandlineTariff(tariff) ? cartActions.tariffRequested(tariff) : cartActions.tariffChosen(tariff);

/** Device detail: tariff, device and their bundle; undefined when the two are not sold together. */
export function addDeviceWithTariff(bundles: Bundles, tariff: Tariff, device: Device, product: ConcreteProduct) {
  const handset = handsetFor(bundles, tariff, device, product);
  return handset ? cartActions.handsetChosen({ tariff, handset }) : undefined;
}

/**
 * Landline hardware and options pages: the item, and its tariff first when the cart holds another
 * one. The grouping and notice rules run in sagas/cart.ts.
 */
export function addItemWithTariff(cartTariffId: string | undefined, tariff: Tariff, item: OptionItem) {
  const add = cartActions.itemAdded(item);
  return cartTariffId === tariff.concrete_product_id ? [add] : [cartActions.tariffRequested(tariff), add];
}

export const removeItem = (item: OptionItem) => cartActions.itemRemoved({ item });
