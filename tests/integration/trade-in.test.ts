import type { InitiatedOrderAnswer } from '../../src/domain/api-answers';
import { DATABASE_TARGETS } from '../support/databases';
import { newSessionToken, startTestApp, type TestApp } from '../support/test-app';
import { initiate, ids } from './checkout/helpers';
import { CATALOGUE_SEED } from '../../server/catalogue/seed';
import { PROMOTION_WINDOWS } from '../../src/domain/promotion-windows';
import type { Tariff } from '../../src/domain/catalogue-types';
import type { ResolvedCart } from '../../server/db/order-types';

const MOBIL_M = CATALOGUE_SEED.tariffs.find((t) => t.product_name === 'Mobil M')!;
const firstVariant = (name: string) =>
  CATALOGUE_SEED.devices.find((d) => d.product_name === name)!.concrete_products[0].concrete_product_id;
const VISTA_15_PRO = firstVariant('Aurelon Vista 15 Pro');
const KESTREL_K9 = firstVariant('Kestrel K9');

describe.each(DATABASE_TARGETS)('trade-in bonus by model on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
    t.clock.now = Date.parse(`${PROMOTION_WINDOWS.TRADE_IN.from}T12:00:00Z`);
  });
  afterAll(() => t.close());

  const tradeIns = async () => {
    const { tariffs } = (await t.app.inject({ url: '/api/catalogue/tariffs/mobilfunk' })).json<{ tariffs: Tariff[] }>();
    return tariffs
      .find((tariff) => tariff.product_name === 'Mobil M')!
      .possible_promotions.filter((p) => p.kind === 'trade_in');
  };
  const order = async (handset: string, promotion: string) =>
    initiate(t.app, await newSessionToken(t.app), {
      tariff: { id: MOBIL_M.concrete_product_id },
      options: [],
      handsets: ids(handset),
      promotions: ids(promotion),
    });
  const storedPromotions = async (orderId: string) =>
    (await t.db.query<{ cart: ResolvedCart }>('SELECT cart FROM orders WHERE id = $1', [orderId])).rows[0].cart
      .promotions;

  it('offers with the tariff 100 € for any device, 150 € for the flagship and 200 € for its Pro and Pro XL, each naming its devices', async () => {
    const offered = await tradeIns();
    expect(offered.map((p) => [p.credit_cents, p.device_slugs?.includes('aurelon-vista-15-pro')])).toEqual([
      [10000, false],
      [15000, false],
      [20000, true],
    ]);
    expect(offered.find((p) => p.credit_cents === 15000)!.device_slugs).toEqual(['aurelon-vista-15']);
    expect(offered.find((p) => p.credit_cents === 10000)!.device_slugs).toContain('kestrel-k9');
  });

  it('keeps 200 € with a Vista 15 Pro in the order', async () => {
    const bonus = (await tradeIns()).find((p) => p.credit_cents === 20000)!;
    const answer = await order(VISTA_15_PRO, bonus.concrete_product_id);
    expect(answer.json()).toMatchObject({ status_code: 200, details: [] });
    const kept = await storedPromotions(answer.json<{ temp_order_id: string }>().temp_order_id);
    expect(kept.map((p) => p.terms?.credit_cents)).toEqual([20000]);
  });

  it('takes 200 € out with a phone that is not a flagship, and keeps 100 € with it', async () => {
    const offered = await tradeIns();
    const refused = (
      await order(KESTREL_K9, offered.find((p) => p.credit_cents === 20000)!.concrete_product_id)
    ).json<InitiatedOrderAnswer>();
    expect(refused).toMatchObject({ status_code: 300 });
    expect(refused.details).toEqual([{ action: 'REMOVE_FROM_CART', id: 'PR-TRADE-IN-200', type: 'promotion' }]);
    const general = await order(KESTREL_K9, offered.find((p) => p.credit_cents === 10000)!.concrete_product_id);
    expect(general.json()).toMatchObject({ status_code: 200, details: [] });
  });
});
