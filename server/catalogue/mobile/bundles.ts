import type { PriceCondition, SmartphoneBundle, TariffGroup } from '../../../src/domain/catalogue-types';
import { concreteProductId, smartphoneGroupId, storageKey, type DeviceSpec } from './device-factory';
import { DEVICE_SPECS } from './devices';
import { BUNDLE_TARIFFS, type Size } from './mobile-tariffs';
import { PHONE_DEAL_M } from './promotions';

/** The bigger the tariff, the more of the list price it covers, in cents. */
const SUBSIDY_CENTS: Record<Size, number> = { XS: 5000, S: 15000, M: 30000, L: 45000, XL: 60000 };
/** Each larger storage size costs this much more. */
const STORAGE_STEP_CENTS = 10000;
const MIN_DEVICE_CENTS = 100;
/** Spec §9 phone deal: 1 € device on M, 55,96 € a month, i.e. Mobil M's 44,95 € plus this surcharge. */
const PHONE_DEAL_SURCHARGE_CENTS = 1101;

const shopPrice = (cents: number) => (cents <= MIN_DEVICE_CENTS ? MIN_DEVICE_CENTS : Math.round(cents / 1000) * 1000 - 5);

const regularPrice = (spec: DeviceSpec, size: Size, storageIndex: number): PriceCondition[] => [
  {
    type: 'one_time',
    amount_cents: shopPrice(spec.listPriceCents + storageIndex * STORAGE_STEP_CENTS - SUBSIDY_CENTS[size]),
    label: 'Gerätepreis',
    footnotes: ['DEVICE_PRICE'],
  },
];

/** The bundle's price: the phone deal's on Mobil M while it runs (the regular price kept for after), else the regular one. */
function devicePrice(spec: DeviceSpec, size: Size, storageIndex: number): Pick<SmartphoneBundle, 'conditions' | 'offer'> {
  const regular = regularPrice(spec, size, storageIndex);
  if (!(spec.phoneDeal === true && size === 'M')) return { conditions: regular };
  const deal: PriceCondition[] = [
    {
      type: 'one_time',
      amount_cents: shopPrice(MIN_DEVICE_CENTS + storageIndex * STORAGE_STEP_CENTS),
      label: 'Gerätepreis',
      footnotes: ['DEVICE_PRICE', 'PHONE_DEAL'],
    },
    { type: 'monthly', amount_cents: PHONE_DEAL_SURCHARGE_CENTS, label: 'Gerätezuschlag', footnotes: ['PHONE_DEAL'] },
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
