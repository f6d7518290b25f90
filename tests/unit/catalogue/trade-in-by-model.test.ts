import { CATALOGUE_SEED } from '../../../server/catalogue/seed';
import { createCatalogueStore } from '../../../server/catalogue/store';
import { checkCart } from '../../../server/orders/cart-check';
import { EMPTY_CART } from '../../../src/domain/cart';
import { handsetFor } from '../../../src/domain/cart-handset';
import { tradeInChoices } from '../../../src/domain/cart-prices';

const STORE = createCatalogueStore(CATALOGUE_SEED);
const tariff = (name: string) => CATALOGUE_SEED.tariffs.find((t) => t.product_name === name)!;
const device = (name: string) => CATALOGUE_SEED.devices.find((d) => d.product_name === name)!;

function cartWith(tariffName: string, deviceName: string) {
  const chosen = tariff(tariffName);
  const phone = device(deviceName);
  const handset = handsetFor(
    STORE.bundlesFor(chosen.properties.product_id),
    chosen,
    phone,
    phone.concrete_products[0],
  )!;
  return { ...EMPTY_CART, tariff: chosen, handset };
}

const credits = (tariffName: string, deviceName: string) =>
  tradeInChoices(cartWith(tariffName, deviceName)).map((p) => p.credit_cents);

describe('trade-in bonus by model (spec §9: 100 €, 150 € for the flagship, 200 € for its Pro and Pro XL)', () => {
  it.each([
    ['Mobil M', 'Aurelon Vista 15 Pro', 20000],
    ['Young L', 'Aurelon Vista 15 Pro XL', 20000],
    ['Mobil S', 'Aurelon Vista 15', 15000],
    ['Mobil S', 'Kestrel K9', 10000],
    ['Mobil M', 'Aurelon Vista 14e', 10000],
  ] as const)('%s with the %s offers exactly its own bonus', (tariffName, deviceName, cents) => {
    expect(credits(tariffName, deviceName)).toEqual([cents]);
  });

  it('is kept by the server with the device it belongs to and taken out with another device', () => {
    const pro = cartWith('Mobil M', 'Aurelon Vista 15 Pro');
    const [bonus] = tradeInChoices(pro);
    const request = (handsetId: string) => ({
      tariffId: pro.tariff.concrete_product_id,
      handsetIds: [handsetId],
      optionIds: [],
      hardwareIds: [],
      promotionIds: [bonus.concrete_product_id],
    });
    expect(checkCart(request(pro.handset.concrete_product_id), 'mobile', STORE)).toMatchObject({ ok: true });
    const other = cartWith('Mobil M', 'Kestrel K9').handset.concrete_product_id;
    expect(checkCart(request(other), 'mobile', STORE)).toEqual({
      ok: false,
      details: [{ action: 'REMOVE_FROM_CART', id: bonus.concrete_product_id, type: 'promotion' }],
    });
  });
});
