import type { SmartphoneBundle, Tariff } from './catalogue-types';
import { formatCents } from './money';
import { firstMonthly, priceOrder, type PriceSummary } from './prices';
import { devicePriceOf, isChosenByShopper, offeredPromotions, promotionApplies } from './promotions';

/** What a device costs with a tariff: the same model as the cart, with the device surcharge inside the monthly price. */
export function devicePrices(tariff: Tariff, bundle: SmartphoneBundle, deviceName: string): PriceSummary {
  const promotions = offeredPromotions(tariff).filter(
    (promotion) => !isChosenByShopper(promotion) && promotionApplies(promotion, { conditions: bundle.conditions }),
  );
  return priceOrder({
    positions: [
      { kind: 'tariff', id: tariff.concrete_product_id, name: tariff.product_name, conditions: tariff.conditions },
      { kind: 'handset', id: bundle.bundle_id, name: deviceName, conditions: bundle.conditions },
    ],
    promotions,
    termMonths: tariff.properties.min_term_months,
  });
}

/** The device list's price: 'ab 55,96 € mtl. mit Mobil M, einmalig 1,00 €'. */
export function deviceListPrice(tariff: Tariff, cheapest: SmartphoneBundle, deviceName: string): string {
  const monthly = firstMonthly(devicePrices(tariff, cheapest, deviceName));
  const once = devicePriceOf(cheapest.conditions) ?? 0;
  return `ab ${formatCents(monthly)} mtl. mit ${tariff.product_name}, einmalig ${formatCents(once)}`;
}
