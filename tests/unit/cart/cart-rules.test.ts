import {
  cartItemCount,
  hasBundleChanged,
  isCartReady,
  withoutServerRemovals,
  withTariff,
} from '../../../src/domain/cart';
import { addItem, removeItem } from '../../../src/domain/cart-changes';
import { handsetFor } from '../../../src/domain/cart-handset';
import { bundleFor } from '../../../src/domain/device-selection';
import { BUNDLES, cartWith, device, handset, item, landlineTariff, mobileTariff, promotion } from './fixtures';

describe('cart readiness (spec §4)', () => {
  it('is not ready without a tariff, even with options', () => {
    expect(isCartReady(cartWith({ options: [item('OPT-WLAN')] }))).toBe(false);
  });

  it('needs a handset with a bundle for a mobile tariff sold with a device', () => {
    expect(isCartReady(cartWith({ tariff: mobileTariff() }))).toBe(false);
    expect(isCartReady(cartWith({ tariff: mobileTariff(), handset: handset({ bundle_id: '' }) }))).toBe(false);
    expect(isCartReady(cartWith({ tariff: mobileTariff(), handset: handset() }))).toBe(true);
  });

  it('is ready with a NO_DEVICE mobile tariff alone', () => {
    const tariff = mobileTariff({ properties: { product_id: 'MOBIL-M', sublevel: 'NO_DEVICE', min_term_months: 24 } });
    expect(isCartReady(cartWith({ tariff }))).toBe(true);
  });

  it.each(['PREPAID', 'DATA'] as const)(
    'is ready with a %s tariff alone, since none is sold with a device',
    (sublevel) => {
      const tariff = mobileTariff({ properties: { product_id: 'P', sublevel, min_term_months: 0 } });
      expect(isCartReady(cartWith({ tariff }))).toBe(true);
    },
  );

  it('is ready with a landline tariff alone', () => {
    expect(isCartReady(cartWith({ tariff: landlineTariff() }))).toBe(true);
  });

  it('counts every line the shopper sees', () => {
    const cart = cartWith({
      tariff: landlineTariff(),
      hardware: [item('HW-ROUTER', { kind: 'hardware' })],
      options: [item('OPT-WLAN')],
    });
    expect(cartItemCount(cart)).toBe(3);
  });
});

describe('adding options and hardware (spec §4)', () => {
  it('appends an item of a new group and reports no replacement', () => {
    const result = addItem(
      [item('OPT-WLAN', { grouping_id: 'wlan' })],
      item('OPT-STREAM-S', { grouping_id: 'stream' }),
    );
    expect(result.items.map((i) => i.concrete_product_id)).toEqual(['OPT-WLAN', 'OPT-STREAM-S']);
    expect(result.replaced).toBeUndefined();
  });

  it('replaces the item with the same grouping_id and reports which one', () => {
    const small = item('OPT-STREAM-S', { grouping_id: 'stream' });
    const result = addItem([item('OPT-WLAN'), small], item('OPT-STREAM-M', { grouping_id: 'stream' }));
    expect(result.items.map((i) => i.concrete_product_id)).toEqual(['OPT-WLAN', 'OPT-STREAM-M']);
    expect(result.replaced).toBe(small);
  });

  it('keeps items without a grouping_id side by side', () => {
    const result = addItem([item('OPT-A')], item('OPT-B'));
    expect(result.items).toHaveLength(2);
    expect(result.replaced).toBeUndefined();
  });

  it('does not add the same item twice', () => {
    const wlan = item('OPT-WLAN', { grouping_id: 'wlan' });
    const result = addItem([wlan], item('OPT-WLAN', { grouping_id: 'wlan' }));
    expect(result.items).toEqual([wlan]);
    expect(result.replaced).toBeUndefined();
  });
});

describe('removing options and hardware (spec §4)', () => {
  const router = item('HW-ROUTER', { kind: 'hardware', mandatory: true });
  const box = item('HW-TVBOX', { kind: 'hardware' });

  it('removes an optional item', () => {
    expect(removeItem([router, box], 'HW-TVBOX')).toEqual({ items: [router] });
  });

  it('refuses a mandatory item and keeps the list', () => {
    expect(removeItem([router, box], 'HW-ROUTER')).toEqual({ items: [router, box], refused: router });
  });

  it('removes a mandatory item when forced', () => {
    expect(removeItem([router, box], 'HW-ROUTER', true)).toEqual({ items: [box] });
  });

  it('leaves the list alone for an unknown id', () => {
    expect(removeItem([box], 'NOPE')).toEqual({ items: [box] });
  });
});

describe('handset and bundle', () => {
  it('looks the bundle up from tariff and concrete device', () => {
    expect(bundleFor(BUNDLES, mobileTariff().properties.product_id, 'D-PHONE-BLK-256')?.bundle_id).toBe('B-M-256');
    expect(bundleFor(BUNDLES, 'MOBIL-L', 'D-PHONE-BLK-128')?.bundle_id).toBe('B-L-128');
  });

  it('finds no bundle for a device not offered with the tariff', () => {
    expect(bundleFor(BUNDLES, 'MOBIL-L', 'D-PHONE-BLK-256')).toBeUndefined();
    expect(bundleFor(BUNDLES, 'MOBIL-NONE', 'D-PHONE-BLK-128')).toBeUndefined();
    expect(bundleFor(BUNDLES, mobileTariff().properties.product_id, 'D-PHONE-BLK-128', 'SG-OTHER')).toBeUndefined();
  });

  it('builds the cart handset with tariff, bundle and its price', () => {
    const phone = device();
    const result = handsetFor(BUNDLES, mobileTariff(), phone, phone.concrete_products[1]);
    expect(result).toMatchObject({
      concrete_product_id: 'D-PHONE-BLK-256',
      concrete_focus_tariff_id: 'T-MOBIL-M',
      bundle_id: 'B-M-256',
      variant: 'Schwarz, 256 GB',
      conditions: [{ type: 'one_time', amount_cents: 9900, label: 'Gerätepreis' }],
    });
  });

  it('counts the bundle as changed when it differs from the first handset of the last response', () => {
    const cart = cartWith({ tariff: mobileTariff(), handset: handset({ bundle_id: 'B-M-256' }) });
    const response = (bundle_id: string) => ({
      status_code: 200,
      details: [],
      handsets: [
        { id: 'D', bundle_id },
        { id: 'E', bundle_id: 'B-M-256' },
      ],
    });
    expect(hasBundleChanged({ ...cart, lastResponse: response('B-M-256') })).toBe(false);
    expect(hasBundleChanged({ ...cart, lastResponse: response('B-M-128') })).toBe(true);
    expect(hasBundleChanged({ ...cart, lastResponse: null })).toBe(true);
  });
});

describe('choosing another tariff', () => {
  it('keeps the handset only with the tariff it was bundled with', () => {
    const cart = cartWith({ tariff: mobileTariff(), handset: handset() });
    expect(withTariff(cart, mobileTariff()).handset).not.toBeNull();
    expect(withTariff(cart, mobileTariff({ concrete_product_id: 'T-MOBIL-L' })).handset).toBeNull();
    expect(withTariff(cart, landlineTariff()).handset).toBeNull();
    const withoutDevice = mobileTariff({
      properties: { product_id: 'MOBIL-M', sublevel: 'NO_DEVICE', min_term_months: 24 },
    });
    expect(withTariff(cart, withoutDevice).handset).not.toBeNull();
  });

  it('keeps everything when the same tariff is chosen again', () => {
    const cart = cartWith({
      tariff: mobileTariff(),
      handset: handset(),
      options: [item('OP-STREAMING-M')],
      promotions: [promotion('P')],
    });
    expect(withTariff(cart, mobileTariff())).toEqual(cart);
  });

  it('keeps only the items the new tariff offers, and no hardware for a mobile tariff', () => {
    const cart = cartWith({
      tariff: landlineTariff(),
      hardware: [item('HW-ROUTER', { kind: 'hardware' })],
      options: [item('OPT-WLAN'), item('OPT-STREAM-S')],
    });
    const next = withTariff(cart, landlineTariff({ concrete_product_id: 'T-ZUHAUSE-M', option_ids: ['OPT-WLAN'] }));
    expect(next.hardware.map((i) => i.concrete_product_id)).toEqual(['HW-ROUTER']);
    expect(next.options.map((i) => i.concrete_product_id)).toEqual(['OPT-WLAN']);
    expect(
      withTariff(cart, mobileTariff({ properties: { product_id: 'M', sublevel: 'NO_DEVICE', min_term_months: 24 } })),
    ).toMatchObject({
      hardware: [],
      options: [],
    });
  });
});

describe('items the server removed (init order 300)', () => {
  it('drops flagged options, promotions and the tariff’s own promotions', () => {
    const cart = cartWith({
      tariff: landlineTariff({ incentives: [promotion('P-CASHBACK')], possible_promotions: [promotion('P-NEW')] }),
      options: [item('OPT-WLAN'), item('OPT-STREAM-S')],
      promotions: [promotion('P-EXTRA')],
    });
    const next = withoutServerRemovals(cart, ['OPT-WLAN', 'P-CASHBACK', 'P-EXTRA']);
    expect(next.options.map((i) => i.concrete_product_id)).toEqual(['OPT-STREAM-S']);
    expect(next.tariff?.incentives).toEqual([]);
    expect(next.tariff?.possible_promotions.map((p) => p.concrete_product_id)).toEqual(['P-NEW']);
    expect(next.promotions).toEqual([]);
  });

  it('drops the handset, and everything when the tariff itself is flagged', () => {
    const cart = cartWith({ tariff: mobileTariff(), handset: handset() });
    expect(withoutServerRemovals(cart, ['D-PHONE-BLK-128']).handset).toBeNull();
    expect(withoutServerRemovals(cart, ['T-MOBIL-M'])).toMatchObject({ tariff: null, handset: null });
  });
});
