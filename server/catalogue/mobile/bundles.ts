import type { PriceCondition, SmartphoneBundle, TariffGroup } from '../../../src/domain/catalogue-types';
import { concreteProductId, smartphoneGroupId, storageKey, type DeviceSpec } from './device-factory';
import { DEVICE_SPECS } from './devices';
import { BUNDLE_TARIFFS } from './mobile-tariffs';
import { PHONE_DEAL_M } from './promotions';
import { PHONE_DEAL, type MobileSize as Size } from '../../../src/domain/offer-figures';

/** The bigger the tariff, the more of the list price it covers, in cents. */
const SUBSIDY_CENTS: Record<Size, number> = { XS: 5000, S: 15000, M: 30000, L: 45000, XL: 60000 };
/** Each larger storage size costs this much more. */
const STORAGE_STEP_CENTS = 10000;
const MIN_DEVICE_CENTS = PHONE_DEAL.deviceCents;

const shopPrice = (cents: number) =>
  cents <= MIN_DEVICE_CENTS ? MIN_DEVICE_CENTS : Math.round(cents / 1000) * 1000 - 5;

const regularPrice = (spec: DeviceSpec, size: Size, storageIndex: number): PriceCondition[] => [
  {
    type: 'one_time',
    amount_cents: shopPrice(spec.listPriceCents + storageIndex * STORAGE_STEP_CENTS - SUBSIDY_CENTS[size]),
    label: 'Gerätepreis',
    footnotes: ['DEVICE_PRICE'],
  },
];

/** The bundle's price: the phone deal's on Mobil M while it runs (the regular price kept for after), else the regular one. */
function devicePrice(
  spec: DeviceSpec,
  size: Size,
  storageIndex: number,
): Pick<SmartphoneBundle, 'conditions' | 'offer'> {
  const regular = regularPrice(spec, size, storageIndex);
  if (!(spec.phoneDeal === true && size === PHONE_DEAL.size)) return { conditions: regular };
  const dealPrice = shopPrice(MIN_DEVICE_CENTS + storageIndex * STORAGE_STEP_CENTS);
  const deal: PriceCondition[] = [
    {
      type: 'one_time',
      amount_cents: dealPrice,
      label: 'Gerätepreis',
      // Only the 1-€ variant is the advertised price; larger storage costs more and is explained as any device price.
      footnotes: dealPrice === PHONE_DEAL.deviceCents ? ['DEVICE_PRICE', 'PHONE_DEAL'] : ['DEVICE_PRICE'],
    },
    { type: 'monthly', amount_cents: PHONE_DEAL.surchargeCents, label: 'Gerätezuschlag', footnotes: ['PHONE_DEAL'] },
  ];
  return { conditions: deal, offer: { promotion_id: PHONE_DEAL_M.concrete_product_id, regular_conditions: regular } };
}

function bundlesOf(spec: DeviceSpec, productId: string, size: Size): SmartphoneBundle[] {
  const bundles = spec.storages.map((storage, storageIndex) => ({
    bundle_id: `BU-${productId}-${spec.slug}-${storageKey(storage)}`.toUpperCase(),
    cheapest_bundle: false,
    concrete_smartphone_group: { id: smartphoneGroupId(spec) },
    concrete_product_ids: spec.colours.map((colour) => concreteProductId(spec, colour, storage)),
    ...devicePrice(spec, size, storageIndex),
  }));
  // Storage steps only add to the price, so the smallest storage is the cheapest bundle.
  bundles[0]!.cheapest_bundle = true;
  return bundles;
}

/** Spec §3 "Bundles": per tariff group the devices it can be booked with and their one-time price. */
export const TARIFF_GROUPS: TariffGroup[] = BUNDLE_TARIFFS.map(({ productId, size }) => ({
  concrete_tariff_group: { properties: { product_id: productId } },
  smartphone_bundles: DEVICE_SPECS.filter((spec) => !spec.sizes || spec.sizes.includes(size)).flatMap((spec) =>
    bundlesOf(spec, productId, size),
  ),
}));
