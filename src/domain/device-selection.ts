import type { Bundles, ConcreteProduct, Device, SmartphoneBundle } from './catalogue-types';

/** Spec §4: `?pid=` preselects that concrete product, otherwise the first one. */
export function preselectProduct(device: Device, pid: string | null | undefined): ConcreteProduct | undefined {
  return device.concrete_products.find((p) => p.concrete_product_id === pid) ?? device.concrete_products[0];
}

/** Spec §4: a colour keeps the current storage if that colour has it, else takes the colour's first storage. */
export function selectColour(device: Device, current: ConcreteProduct, colour: string): ConcreteProduct {
  const ofColour = device.concrete_products.filter((p) => p.color.color === colour);
  return ofColour.find((p) => p.storage.name === current.storage.name) ?? ofColour[0] ?? current;
}

/** The storage picker keeps the colour; a storage missing in that colour takes its first colour. */
export function selectStorage(device: Device, current: ConcreteProduct, storage: string): ConcreteProduct {
  const ofStorage = device.concrete_products.filter((p) => p.storage.name === storage);
  return ofStorage.find((p) => p.color.color === current.color.color) ?? ofStorage[0] ?? current;
}

export interface ColourChoice {
  color: string;
  color_group: string;
  hex: string;
}

export function colourChoices(device: Device): ColourChoice[] {
  const seen = new Map<string, ColourChoice>();
  for (const { color } of device.concrete_products) if (!seen.has(color.color)) seen.set(color.color, color);
  return [...seen.values()];
}

export const storageChoices = (device: Device): string[] => [
  ...new Set(device.concrete_products.map((p) => p.storage.name)),
];

/** Storage sizes the current colour comes in (others are shown but need a colour change). */
export const storagesOfColour = (device: Device, colour: string): string[] =>
  device.concrete_products.filter((p) => p.color.color === colour).map((p) => p.storage.name);

/**
 * Spec §3 "Bundles": the bundle of one tariff that offers the concrete product (the handset's
 * bundle_id), for the device page, the cart and the server's cart check alike. Where the device is
 * known, the bundle must also be one of its smartphone group.
 */
export function bundleFor(
  bundles: Bundles,
  tariffProductId: string,
  concreteProductId: string,
  smartphoneGroupId?: string,
): SmartphoneBundle | undefined {
  return bundles.tariff_groups
    .filter((group) => group.concrete_tariff_group.properties.product_id === tariffProductId)
    .flatMap((group) => group.smartphone_bundles)
    .find(
      (bundle) =>
        bundle.concrete_product_ids.includes(concreteProductId) &&
        (smartphoneGroupId === undefined || bundle.concrete_smartphone_group.id === smartphoneGroupId),
    );
}

/** The cheapest bundle of a device in one tariff group, for "ab … €" on the device list. */
export function cheapestBundleOf(
  bundles: Bundles,
  tariffProductId: string,
  smartphoneGroupId: string,
): SmartphoneBundle | undefined {
  return bundles.tariff_groups
    .find((group) => group.concrete_tariff_group.properties.product_id === tariffProductId)
    ?.smartphone_bundles.find(
      (bundle) => bundle.concrete_smartphone_group.id === smartphoneGroupId && bundle.cheapest_bundle,
    );
}
