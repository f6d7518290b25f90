/** The public face of this feature: what other screens use of the cart: its button and the intents that fill it. Other features import this file only. */
export { AddToCartButton } from './AddToCartButton';
export { addDeviceWithTariff, addItemWithTariff, addTariff, removeItem } from './add-to-cart';
