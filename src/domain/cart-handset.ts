/**
 * The cart's handset for a device chosen with a tariff: what the device page's 'In den Warenkorb'
 * puts in its intent. Apart from the cart's other changes (./cart-changes.ts), which only the cart's
 * sagas need and which load with them, not with every page that shows the button.
 */
import type { Bundles, ConcreteProduct, Device, Tariff } from './catalogue-types';
import type { CartHandset } from './cart';
import { bundleFor } from './device-selection';

/** The cart's handset for a device chosen with a tariff; undefined when the two are not bundled. */
export function handsetFor(
  bundles: Bundles,
  tariff: Tariff,
  device: Device,
  product: ConcreteProduct,
): CartHandset | undefined {
  const bundle = bundleFor(
    bundles,
    tariff.properties.product_id,
    product.concrete_product_id,
    device.properties.smartphone_group_id,
  );
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
