import { buildCartPayload } from '../../../src/domain/cart-payload';
import { cartWith, handset, item, landlineTariff, mobileTariff, promotion } from './fixtures';

describe('cart payload (spec §7)', () => {
  it('is null without a tariff', () => {
    expect(buildCartPayload(cartWith({ options: [item('OPT-WLAN')] }))).toBeNull();
  });

  it('sends the tariff id, the option ids and empty lists for a bare tariff', () => {
    const payload = buildCartPayload(
      cartWith({ tariff: landlineTariff(), options: [item('OPT-WLAN'), item('OPT-STREAM-S')] }),
    );
    expect(payload).toEqual({
      cart: { tariff: { id: 'T-ZUHAUSE-L' }, options: [{ id: 'OPT-WLAN' }, { id: 'OPT-STREAM-S' }], promotions: [] },
    });
  });

  it('takes the promotions the tariff offers, each once, and none it does not offer', () => {
    const tariff = mobileTariff({
      properties: { product_id: 'MOBIL-M', sublevel: 'NO_DEVICE', min_term_months: 24 },
      incentives: [promotion('P-CASHBACK')],
      possible_promotions: [promotion('P-BONUS'), promotion('P-CASHBACK')],
    });
    const payload = buildCartPayload(cartWith({ tariff, promotions: [promotion('P-DEVICE-1EUR')] }));
    expect(payload?.cart.promotions).toEqual([{ id: 'P-CASHBACK' }, { id: 'P-BONUS' }]);
  });

  it('sends hardware for a landline tariff with hardware', () => {
    const hardware = [item('HW-ROUTER', { kind: 'hardware' }), item('HW-TVBOX', { kind: 'hardware' })];
    const payload = buildCartPayload(cartWith({ tariff: landlineTariff(), hardware }));
    expect(payload?.cart.hardware).toEqual([{ id: 'HW-ROUTER' }, { id: 'HW-TVBOX' }]);
    expect(payload?.cart).not.toHaveProperty('handsets');
  });

  it('sends no hardware key for a landline tariff without hardware', () => {
    expect(buildCartPayload(cartWith({ tariff: landlineTariff() }))?.cart).not.toHaveProperty('hardware');
  });

  it('sends no hardware for a mobile tariff even if some slipped into the cart', () => {
    const payload = buildCartPayload(
      cartWith({ tariff: mobileTariff(), hardware: [item('HW-ROUTER', { kind: 'hardware' })] }),
    );
    expect(payload?.cart).not.toHaveProperty('hardware');
  });

  it('sends the handset as a one-item list for a mobile tariff with a handset', () => {
    const payload = buildCartPayload(cartWith({ tariff: mobileTariff(), handset: handset() }));
    expect(payload?.cart.handsets).toEqual([{ id: 'D-PHONE-BLK-128' }]);
  });

  it('sends no handsets key for a mobile tariff without one, nor for a landline tariff', () => {
    expect(buildCartPayload(cartWith({ tariff: mobileTariff() }))?.cart).not.toHaveProperty('handsets');
    expect(buildCartPayload(cartWith({ tariff: landlineTariff(), handset: handset() }))?.cart).not.toHaveProperty(
      'handsets',
    );
  });

  it('adds the tracking id as context only when there is one', () => {
    const cart = cartWith({ tariff: landlineTariff() });
    expect(buildCartPayload(cart, 'CAMPAIGN-7')?.context).toEqual({ tracking_id: 'CAMPAIGN-7' });
    expect(buildCartPayload(cart, null)).not.toHaveProperty('context');
  });
});
