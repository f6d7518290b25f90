import { CATALOGUE_SEED } from '../../../server/catalogue/seed';
import type { OptionItem, SmartphoneBundle, Tariff } from '../../../src/domain/catalogue-types';
import { devicePrices, deviceListPrice } from '../../../src/domain/device-prices';
import { monthlyRows, monthlyText, surchargeNote } from '../../../src/domain/price-texts';
import { priceOrder, type PricePosition } from '../../../src/domain/prices';

/** The price model with the shop's own catalogue: what a shopper is told a thing costs. */
const tariff = (slug: string) => CATALOGUE_SEED.tariffs.find((t) => t.slug === slug) as Tariff;
const item = (id: string) => CATALOGUE_SEED.items.find((i) => i.concrete_product_id === id) as OptionItem;
const asPosition = (entry: Tariff | OptionItem): PricePosition =>
  'kind' in entry
    ? { kind: entry.kind, id: entry.concrete_product_id, name: entry.product_name, conditions: entry.conditions }
    : { kind: 'tariff', id: entry.concrete_product_id, name: entry.product_name, conditions: entry.conditions };

/** The bundles of one tariff for one device, smallest storage first. */
function bundlesOf(tariffSlug: string, deviceSlug: string): SmartphoneBundle[] {
  const { product_id } = tariff(tariffSlug).properties;
  const device = CATALOGUE_SEED.devices.find((d) => d.slug === deviceSlug)!;
  return CATALOGUE_SEED.tariffGroups
    .filter((group) => group.concrete_tariff_group.properties.product_id === product_id)
    .flatMap((group) => group.smartphone_bundles)
    .filter((bundle) => bundle.concrete_smartphone_group.id === device.properties.smartphone_group_id);
}

describe('the price model', () => {
  const homeL = tariff('magentazuhause-l');
  const homeOrder = priceOrder({
    positions: [homeL, item('hw-router-paket'), item('opt-streaming-premium')].map(asPosition),
    promotions: [],
    termMonths: 24,
  });

  it('names every price step of a stepped home tariff with router and streaming option', () => {
    expect(monthlyRows(homeOrder)).toEqual([
      { label: '1.–3. Monat', amount_cents: 3689 },
      { label: 'ab 4. Monat', amount_cents: 6689 },
    ]);
    expect(monthlyText(homeOrder)).toBe('1.–3. Monat 36,89 €, ab 4. Monat 66,89 €');
  });

  it('charges the set-up price and shipping once, however many items are shipped', () => {
    const withTwoDevices = priceOrder({
      positions: [homeL, item('hw-router-paket'), item('hw-tv-box')].map(asPosition),
      promotions: [],
      termMonths: 24,
    });
    expect(withTwoDevices.oneTime).toEqual([
      { label: 'Bereitstellungspreis', amount_cents: 6995 },
      { label: 'Versand', amount_cents: 695 },
    ]);
  });

  it('ships a free loan device without a fee', () => {
    const fibre = CATALOGUE_SEED.tariffs.find((t) => t.hardware_ids?.includes('hw-glasfaser-modem'))!;
    const summary = priceOrder({
      positions: [fibre, item('hw-glasfaser-modem')].map(asPosition),
      promotions: [],
      termMonths: 24,
    });
    expect(summary.oneTime.map((line) => line.label)).toEqual(['Bereitstellungspreis']);
  });

  it('totals every month of the minimum term plus the one-time costs', () => {
    expect(homeOrder.total).toBe(3 * 3689 + 21 * 6689 + 6995 + 695);
    expect(homeOrder.totalMonths).toBe(24);
  });

  it('puts the device surcharge inside the monthly price and says so', () => {
    const [oneEuro] = bundlesOf('mobil-m', 'aurelon-vista-15');
    const summary = devicePrices(tariff('mobil-m'), oneEuro, 'Aurelon Vista 15');
    expect(monthlyText(summary)).toBe('55,96 € mtl.');
    expect(surchargeNote(summary)).toBe('inkl. 11,01 € Gerätezuschlag');
    expect(summary.total).toBe(24 * 5596 + 3995 + 100);
    expect(deviceListPrice(tariff('mobil-m'), oneEuro, 'Aurelon Vista 15')).toBe(
      'ab 55,96 € mtl. mit Mobil M, einmalig 1,00 €',
    );
  });

  it('offers the 1-€ phone only for the variant at 1 €', () => {
    const [oneEuro, larger] = bundlesOf('mobil-m', 'aurelon-vista-15');
    expect(devicePrices(tariff('mobil-m'), oneEuro, 'Aurelon Vista 15').offers).toEqual(['Top-Smartphone für 1 €']);
    expect(larger.conditions.find((c) => c.type === 'one_time')?.amount_cents).toBe(9995);
    expect(devicePrices(tariff('mobil-m'), larger, 'Aurelon Vista 15').offers).toEqual([]);
    const [onL] = bundlesOf('mobil-l', 'aurelon-vista-15');
    expect(devicePrices(tariff('mobil-l'), onL, 'Aurelon Vista 15').offers).toEqual([]);
  });

  it('names cashback as a credit paid later and never deducts it', () => {
    const [bundle] = bundlesOf('mobil-l', 'aurelon-vista-15');
    const summary = devicePrices(tariff('mobil-l'), bundle, 'Aurelon Vista 15');
    expect(summary.credits).toEqual([
      { name: '240 € Cashback', amount_cents: 24000, text: 'Cashback 240 € nach Registrierung' },
    ]);
    const withoutPromotions = priceOrder({ positions: summary.positions, promotions: [], termMonths: 24 });
    expect(summary.total).toBe(withoutPromotions.total);
    expect(summary.oneTime).toEqual(withoutPromotions.oneTime);
  });

  it('counts prepaid base prices per 4 weeks, 26 times in 24 months, without a minimum term', () => {
    const prepaid = tariff('prepaid-m');
    const summary = priceOrder({ positions: [asPosition(prepaid)], promotions: [], termMonths: 0 });
    expect(summary.perFourWeeks).toBe(995);
    expect(monthlyRows(summary)).toEqual([{ label: 'Je 4 Wochen', amount_cents: 995 }]);
    expect(summary.total).toBe(995 + 26 * 995);
    expect(summary.termMonths).toBe(0);
  });
});
