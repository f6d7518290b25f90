import {
  isLandlineTariff,
  isMobileTariff,
  type OptionItem,
  type Promotion,
  type Tariff,
} from '../../src/domain/catalogue-types';
import { promotionApplies, type HandsetTerms, type PromotionTerms } from '../../src/domain/promotions';
import type { CatalogueStore } from '../catalogue/store';
import { malformedRequest } from '../errors';
import type { CartRequest } from './cart-payload';
import type { CartResponseDetail } from '../../src/domain/cart';
import { bundleFor } from '../../src/domain/device-selection';
import type { CartLine, OrderLine, ResolvedCart } from '../db/order-types';

export type CartCheck = { ok: true; cart: ResolvedCart } | { ok: false; details: CartResponseDetail[] };

const unknownId = () => malformedRequest('Ihr Warenkorb enthält ungültige Werte');

function lineOf(id: string, type: CartLine['type'], name: string, conditions: CartLine['conditions']): CartLine {
  return { id, type, name, conditions };
}

const termsOf = ({
  concrete_product_id,
  product_name,
  kind,
  credit_cents,
  credit_when,
  device_price_cents,
}: Promotion): PromotionTerms => ({
  concrete_product_id,
  product_name,
  kind,
  ...(credit_cents !== undefined ? { credit_cents } : {}),
  ...(credit_when !== undefined ? { credit_when } : {}),
  ...(device_price_cents !== undefined ? { device_price_cents } : {}),
});

/** An item a tariff does not list is offered with it only if no landline tariff claims it. */
function offeredWith(catalogue: CatalogueStore, tariff: Tariff, item: OptionItem): boolean {
  const listed = item.kind === 'hardware' ? tariff.hardware_ids : tariff.option_ids;
  if (listed) return listed.includes(item.concrete_product_id);
  if (!isMobileTariff(tariff) || item.kind === 'hardware') return false;
  return !catalogue.seed.tariffs.some((t) => isLandlineTariff(t) && t.option_ids?.includes(item.concrete_product_id));
}

/**
 * API.md "Order": unknown ids or a tariff of the other line are malformed; entries that exist
 * but no longer fit the tariff come back as REMOVE_FROM_CART details (status 300).
 */
export function checkCart(request: CartRequest, line: OrderLine, catalogue: CatalogueStore): CartCheck {
  const tariff = catalogue.tariff(request.tariffId);
  if (!tariff) throw unknownId();
  const tariffLine: OrderLine = isLandlineTariff(tariff) ? 'landline' : 'mobile';
  if (tariffLine !== line) throw malformedRequest('Der Tarif passt nicht zu dieser Bestellung.');
  const details: CartResponseDetail[] = [];
  const remove = (id: string, type: CartResponseDetail['type']) =>
    details.push({ action: 'REMOVE_FROM_CART', id, type });

  let handset: ResolvedCart['handset'] = null;
  let handsetTerms: HandsetTerms | null = null;
  for (const id of request.handsetIds) {
    const device = catalogue.concreteDevice(id);
    if (!device) throw unknownId();
    const bundle =
      line === 'mobile'
        ? bundleFor(catalogue.bundlesFor(tariff.properties.product_id), tariff.properties.product_id, id)
        : undefined;
    if (!bundle) remove(id, 'handset');
    else {
      const variant = `${device.product.color.color}, ${device.product.storage.name}`;
      handset = {
        ...lineOf(id, 'handset', device.device.product_name, bundle.conditions),
        bundle_id: bundle.bundle_id,
        variant,
      };
      handsetTerms = { conditions: bundle.conditions, device_slug: device.device.slug };
    }
  }

  const items = (ids: string[], kind: OptionItem['kind']) => {
    const kept: OptionItem[] = [];
    for (const id of ids) {
      const item = catalogue.item(id);
      if (!item) throw unknownId();
      const clash = item.grouping_id !== undefined && kept.some((k) => k.grouping_id === item.grouping_id);
      const duplicate = kept.some((k) => k.concrete_product_id === id);
      if (duplicate) continue;
      if (item.kind !== kind || clash || !offeredWith(catalogue, tariff, item)) remove(id, kind);
      else kept.push(item);
    }
    return kept;
  };
  const options = items(request.optionIds, 'option');
  const hardware = items(request.hardwareIds, 'hardware');

  const offeredPromotions = new Map(
    [...tariff.possible_promotions, ...tariff.incentives].map((p) => [p.concrete_product_id, p]),
  );
  const promotions: ResolvedCart['promotions'] = [];
  for (const id of new Set(request.promotionIds)) {
    const promotion = offeredPromotions.get(id) ?? catalogue.promotion(id);
    if (!promotion) throw unknownId();
    // Promotions only where they apply: the 1-€ offer only with a device at 1 €, a trade-in only with a device it names.
    if (!offeredPromotions.has(id) || !promotionApplies(promotion, handsetTerms)) remove(id, 'promotion');
    else
      promotions.push({
        ...lineOf(id, 'promotion', promotion.product_name, promotion.conditions),
        terms: termsOf(promotion),
      });
  }

  if (details.length) return { ok: false, details };
  return {
    ok: true,
    cart: {
      tariff: {
        ...lineOf(tariff.concrete_product_id, 'tariff', tariff.product_name, tariff.conditions),
        sublevel: tariff.properties.sublevel,
        min_term_months: tariff.properties.min_term_months,
        ...(tariff.data_volume ? { data_volume: tariff.data_volume } : {}),
        ...(tariff.bandwidth ? { bandwidth: tariff.bandwidth } : {}),
        ...(tariff.age_limits ? { age_limits: tariff.age_limits } : {}),
      },
      handset,
      options: options.map((item) => ({
        ...lineOf(item.concrete_product_id, 'option', item.product_name, item.conditions),
        ...(item.requires_german_residence ? { requires_german_residence: true } : {}),
      })),
      hardware: hardware.map((item) =>
        lineOf(item.concrete_product_id, 'hardware', item.product_name, item.conditions),
      ),
      promotions,
    },
  };
}
