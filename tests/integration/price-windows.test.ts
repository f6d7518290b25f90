import { DATABASE_TARGETS } from '../support/databases';
import { newSessionToken, startTestApp, type TestApp } from '../support/test-app';
import { initiate, ids } from './checkout/helpers';
import { CATALOGUE_SEED } from '../../server/catalogue/seed';
import { PROMOTION_WINDOWS } from '../../src/domain/promotion-windows';
import { MOBILE_SIZES } from '../../src/domain/offer-figures';
import type { Tariff } from '../../src/domain/catalogue-types';
import type { ResolvedCart } from '../../server/db/order-types';

/** Noon of a German day, and of the day after it. */
const noon = (day: string) => Date.parse(`${day}T12:00:00+01:00`);
const dayAfter = (day: string) => noon(day) + 86_400_000;

const M = MOBILE_SIZES.find((size) => size.size === 'M')!;
const YOUNG_M = CATALOGUE_SEED.tariffs.find((t) => t.product_name === 'Young M')!;
const PREPAID_M = CATALOGUE_SEED.tariffs.find((t) => t.product_name === 'Prepaid M')!;

describe.each(DATABASE_TARGETS)('introductory, Young and campaign windows by the server clock on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const listed = async (category: string, name: string) =>
    (await t.app.inject({ url: `/api/catalogue/tariffs/${category}` }))
      .json<{ tariffs: Tariff[] }>()
      .tariffs.find((x) => x.product_name === name)!;
  const firstMonth = (tariff: Tariff) =>
    tariff.conditions.find((c) => c.type === 'monthly' && (c.from_month ?? 1) === 1)!.amount_cents;
  const order = async (tariff: Tariff, promotions: string[] = []) =>
    initiate(t.app, await newSessionToken(t.app), {
      tariff: { id: tariff.concrete_product_id },
      options: [],
      promotions: ids(...promotions),
    });
  const chargedFirstMonth = async (orderId: string) => {
    const { cart } = (await t.db.query<{ cart: ResolvedCart }>('SELECT cart FROM orders WHERE id = $1', [orderId]))
      .rows[0];
    return cart.tariff.conditions.find((c) => c.type === 'monthly' && (c.from_month ?? 1) === 1)!.amount_cents;
  };

  it('shows and charges the Young price through the last day of the Young period, and the regular price the day after', async () => {
    t.clock.now = noon(PROMOTION_WINDOWS.YOUNG.until);
    expect(firstMonth(await listed('young', 'Young M'))).toBe(M.youngPriceCents);
    const during = (await order(YOUNG_M)).json<{ temp_order_id: string }>();
    expect(await chargedFirstMonth(during.temp_order_id)).toBe(M.youngPriceCents);

    t.clock.now = dayAfter(PROMOTION_WINDOWS.YOUNG.until);
    expect(firstMonth(await listed('young', 'Young M'))).toBe(M.priceCents);
    const after = (await order(YOUNG_M)).json<{ temp_order_id: string; status_code: number }>();
    expect(after.status_code).toBe(200);
    expect(await chargedFirstMonth(after.temp_order_id)).toBe(M.priceCents);
  });

  it('drops the home and fibre introductory prices after the new-customer offer, in the list and the detail', async () => {
    t.clock.now = noon(PROMOTION_WINDOWS.BROADBAND_INTRO.until);
    expect(firstMonth(await listed('magentazuhause-tarife', 'MagentaZuhause S'))).toBe(1995);
    expect(firstMonth(await listed('glasfaser-tarife', 'Glasfaser 150'))).toBe(995);

    t.clock.now = dayAfter(PROMOTION_WINDOWS.BROADBAND_INTRO.until);
    expect(firstMonth(await listed('magentazuhause-tarife', 'MagentaZuhause S'))).toBe(3995);
    expect(firstMonth(await listed('glasfaser-tarife', 'Glasfaser 150'))).toBe(4495);
    const tv = (
      await t.app.inject({ url: '/api/catalogue/tariffs/magentazuhause-tarife/magentazuhause-m-tv-smart' })
    ).json<Tariff>();
    expect(tv.conditions.filter((c) => c.type === 'monthly').map((c) => c.amount_cents)).toEqual([5495]);
  });

  it('offers the prepaid data bonus in its campaign and tells a cart that still holds it afterwards to drop it', async () => {
    const bonus = 'PR-PREPAID-BONUS-M';
    t.clock.now = noon(PROMOTION_WINDOWS.PREPAID_BONUS.until);
    expect((await listed('prepaid', 'Prepaid M')).incentives.map((p) => p.concrete_product_id)).toContain(bonus);
    expect((await order(PREPAID_M, [bonus])).json()).toMatchObject({ status_code: 200, details: [] });

    t.clock.now = dayAfter(PROMOTION_WINDOWS.PREPAID_BONUS.until);
    expect((await listed('prepaid', 'Prepaid M')).incentives.map((p) => p.concrete_product_id)).not.toContain(bonus);
    const answer = (await order(PREPAID_M, [bonus])).json<{ status_code: number; details: unknown[] }>();
    expect(answer.status_code).toBe(300);
    expect(answer.details).toEqual([{ action: 'REMOVE_FROM_CART', id: bonus, type: 'promotion' }]);
  });
});
