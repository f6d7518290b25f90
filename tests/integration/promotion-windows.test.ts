import { DATABASE_TARGETS } from '../support/databases';
import { newSessionToken, startTestApp, type TestApp } from '../support/test-app';
import { initiate, ids } from './checkout/helpers';
import { CATALOGUE_SEED } from '../../server/catalogue/seed';
import { DEVICE_SPECS } from '../../server/catalogue/mobile/devices';
import { concreteProductId } from '../../server/catalogue/mobile/device-factory';
import { CASHBACK_240, PHONE_DEAL_M } from '../../server/catalogue/mobile/promotions';
import { PROMOTION_WINDOWS } from '../../src/domain/promotion-windows';
import type { Bundles, Tariff } from '../../src/domain/catalogue-types';

/** A time of a German calendar day in winter (CET), as epoch milliseconds. */
const berlin = (day: string, time = '12:00') => Date.parse(`${day}T${time}:00+01:00`);
const dayAfter = (day: string, days = 1) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const MOBIL_M = CATALOGUE_SEED.tariffs.find((t) => t.product_name === 'Mobil M')!;
const DEAL_SPEC = DEVICE_SPECS.find((spec) => spec.phoneDeal)!;
const DEAL_PHONE = concreteProductId(DEAL_SPEC, DEAL_SPEC.colours[0], DEAL_SPEC.storages[0]);
const PHONE_DEAL_UNTIL = PROMOTION_WINDOWS.PHONE_DEAL.until;

describe.each(DATABASE_TARGETS)('promotion windows by the server clock on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const read = async <T>(url: string): Promise<T> => (await t.app.inject({ url: `/api${url}` })).json<T>();
  const mobilM = async () =>
    (await read<{ tariffs: Tariff[] }>('/catalogue/tariffs/mobilfunk')).tariffs.find(
      (tariff) => tariff.product_name === 'Mobil M',
    )!;
  const dealBundle = async () =>
    (await read<Bundles>(`/catalogue/bundles?tariff=${MOBIL_M.properties.product_id}`)).tariff_groups
      .flatMap((group) => group.smartphone_bundles)
      .find((bundle) => bundle.concrete_product_ids.includes(DEAL_PHONE))!;
  const stageTitles = async () =>
    (await read<{ stage: { title: string }[] }>('/pages?path=/')).stage.map((slide) => slide.title);
  const order = async () =>
    initiate(t.app, await newSessionToken(t.app), {
      tariff: { id: MOBIL_M.concrete_product_id },
      options: [],
      handsets: ids(DEAL_PHONE),
      promotions: ids(PHONE_DEAL_M.concrete_product_id, CASHBACK_240.concrete_product_id),
    });

  it('offers the 1-€ smartphone through the last day of its window, in the list, the bundle, the stage and the order', async () => {
    t.clock.now = berlin(PHONE_DEAL_UNTIL, '23:30');
    expect((await mobilM()).possible_promotions.map((p) => p.concrete_product_id)).toContain(
      PHONE_DEAL_M.concrete_product_id,
    );
    expect((await dealBundle()).conditions.find((c) => c.type === 'one_time')?.amount_cents).toBe(
      PHONE_DEAL_M.device_price_cents,
    );
    expect(await stageTitles()).toContain('Top-Smartphones für 1 €');
    expect((await order()).json()).toMatchObject({ status_code: 200, details: [] });
  });

  it('takes the offer away the day after: gone from the list and the stage, the device at its regular price, the order told to drop it', async () => {
    t.clock.now = berlin(dayAfter(PHONE_DEAL_UNTIL), '00:30');
    expect((await mobilM()).possible_promotions.map((p) => p.concrete_product_id)).not.toContain(
      PHONE_DEAL_M.concrete_product_id,
    );
    const bundle = await dealBundle();
    const regular = CATALOGUE_SEED.tariffGroups
      .flatMap((g) => g.smartphone_bundles)
      .find((b) => b.bundle_id === bundle.bundle_id)!.offer!.regular_conditions;
    expect(bundle.conditions).toEqual(regular);
    expect(bundle.conditions.find((c) => c.type === 'one_time')!.amount_cents).toBeGreaterThan(
      PHONE_DEAL_M.device_price_cents!,
    );
    expect(bundle.conditions.some((c) => c.label === 'Gerätezuschlag')).toBe(false);
    expect(await stageTitles()).not.toContain('Top-Smartphones für 1 €');
    const answer = (await order()).json<{
      status_code: number;
      details: { id: string; action: string; type: string }[];
    }>();
    expect(answer.status_code).toBe(300);
    expect(answer.details).toContainEqual({
      id: PHONE_DEAL_M.concrete_product_id,
      action: 'REMOVE_FROM_CART',
      type: 'promotion',
    });
  });

  it('has not begun before its first day', async () => {
    // Noon of the day before, whatever the summer time offset.
    t.clock.now = Date.parse(`${dayAfter(PROMOTION_WINDOWS.PHONE_DEAL.from, -1)}T12:00:00Z`);
    expect((await mobilM()).possible_promotions.map((p) => p.concrete_product_id)).not.toContain(
      PHONE_DEAL_M.concrete_product_id,
    );
  });
});
