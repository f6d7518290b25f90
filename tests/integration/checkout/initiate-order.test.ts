import { expect } from '@jest/globals';
import type { ErrorAnswer } from '../../support/answers';
import type { InitiatedOrderAnswer, OrderStatusAnswer } from '../../../src/domain/api-answers';
import { DATABASE_TARGETS } from '../../support/databases';
import { startOrderTestApp, type OrderTestApp } from '../../support/order-test-app';
import { FIXTURE } from '../../support/order-fixture';
import { newSessionToken } from '../../support/test-app';
import { saveAvailability } from '../../../server/db/availability-results';
import { auth, ids, initiate, sessionIdOf } from './helpers';

describe.each(DATABASE_TARGETS)('initiate-order on $name', (target) => {
  let t: OrderTestApp;
  let token: string;
  beforeAll(async () => {
    t = await startOrderTestApp(target);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    token = await newSessionToken(t.app);
  });

  const mobileCart = (extra: object = {}) => ({
    tariff: { id: FIXTURE.mobileM },
    options: [],
    promotions: ids(FIXTURE.cashback),
    ...extra,
  });

  it.each(['new-contract', 'provider-change'])(
    'opens a mobile %s order with a bundled handset; cashback is a credit, not a deduction',
    async (kind) => {
      const response = await initiate(
        t.app,
        token,
        mobileCart({ handsets: ids(FIXTURE.phoneInBundle) }),
        `mobile/new-customer/${kind}`,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<InitiatedOrderAnswer>();
      expect(body).toEqual({
        status_code: 200,
        temp_order_id: expect.any(String),
        details: [],
        handsets: [{ id: FIXTURE.phoneInBundle, bundle_id: 'bundle-phone-m' }],
      });
      const status = await t.app.inject({ url: `/api/mobile/order/${body.temp_order_id}`, headers: auth(token) });
      expect(status.json()).toMatchObject({
        steps: ['PERSONAL_DATA', 'PAYMENT', 'IDENTIFICATION'],
        completed_steps: [],
        cart: { tariff: { id: FIXTURE.mobileM }, handset: { id: FIXTURE.phoneInBundle, bundle_id: 'bundle-phone-m' } },
        prices: {
          monthly: [{ amount_cents: 3995, from_month: 1 }],
          oneTimeTotal: 3995 + 9900,
          termMonths: 24,
          total: 24 * 3995 + 3995 + 9900,
          credits: [{ amount_cents: 24000, text: 'Cashback 240 € nach Registrierung' }],
        },
      });
      expect(
        status.json<OrderStatusAnswer>().prices.positions.map((position: { kind: string }) => position.kind),
      ).toEqual(['tariff', 'handset']);
    },
  );

  it('answers 300 with REMOVE_FROM_CART for a handset outside the bundles, a foreign option and promotion, and a second option of one group', async () => {
    const response = await initiate(
      t.app,
      token,
      mobileCart({
        handsets: ids(FIXTURE.phoneNotInBundle),
        options: ids(FIXTURE.streaming, FIXTURE.streamingAlt, FIXTURE.landlineOption),
        promotions: ids(FIXTURE.cashback, FIXTURE.foreignPromotion),
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status_code: 300,
      details: [
        { action: 'REMOVE_FROM_CART', id: FIXTURE.phoneNotInBundle, type: 'handset' },
        { action: 'REMOVE_FROM_CART', id: FIXTURE.streamingAlt, type: 'option' },
        { action: 'REMOVE_FROM_CART', id: FIXTURE.landlineOption, type: 'option' },
        { action: 'REMOVE_FROM_CART', id: FIXTURE.foreignPromotion, type: 'promotion' },
      ],
    });
    const corrected = await initiate(t.app, token, mobileCart({ options: ids(FIXTURE.streaming) }));
    expect(corrected.json()).toMatchObject({ status_code: 200, details: [] });
  });

  it('flags hardware in a mobile cart for removal', async () => {
    const response = await initiate(t.app, token, mobileCart({ hardware: ids(FIXTURE.router) }));
    expect(response.json<InitiatedOrderAnswer>().details).toEqual([
      { action: 'REMOVE_FROM_CART', id: FIXTURE.router, type: 'hardware' },
    ]);
  });

  it.each([
    ['an unknown tariff', { tariff: { id: 'nope' } }],
    ['an unknown option', { tariff: { id: FIXTURE.mobileM }, options: ids('nope') }],
    ['a cart without tariff', { options: [] }],
    ['options that are not a list', { tariff: { id: FIXTURE.mobileM }, options: 'x' }],
    ['a landline tariff on the mobile line', { tariff: { id: FIXTURE.homeM } }],
  ])('refuses %s with 400 MalformedRequestException', async (_name, cart) => {
    const response = await initiate(t.app, token, cart);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ type: 'MalformedRequestException', message: expect.any(String) });
  });

  it.each([
    ['two tariffs', { tariff: ids(FIXTURE.mobileM, FIXTURE.youngM) }],
    [
      'two handsets',
      { tariff: { id: FIXTURE.mobileM }, handsets: ids(FIXTURE.phoneInBundle, FIXTURE.phoneNotInBundle) },
    ],
  ])('refuses %s with 409 AmbigiousCartEntryException', async (_name, cart) => {
    const response = await initiate(t.app, token, cart);
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorAnswer>().type).toBe('AmbigiousCartEntryException');
  });

  it('opens a landline order only for a tariff of the session’s availability result', async () => {
    const cart = {
      tariff: { id: FIXTURE.homeM },
      options: ids(FIXTURE.landlineOption),
      promotions: [],
      hardware: ids(FIXTURE.router),
    };
    const refused = await initiate(t.app, token, cart, 'landline/new-customer/new-contract');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      type: 'TariffNotAvailableException',
      message: 'Der ausgewählte Tarif ist an der Adresse nicht verfügbar.',
      request_id: refused.headers['x-request-id'],
    });

    t.availability.set(await sessionIdOf(t.db, token), [FIXTURE.homeM]);
    for (const kind of ['new-contract', 'provider-change']) {
      const accepted = await initiate(t.app, token, cart, `landline/new-customer/${kind}`);
      expect(accepted.json()).toMatchObject({ status_code: 200, temp_order_id: expect.any(String) });
      const status = await t.app.inject({
        url: `/api/landline/order/${accepted.json<InitiatedOrderAnswer>().temp_order_id}`,
        headers: auth(token),
      });
      expect(status.json<OrderStatusAnswer>().steps).toEqual(['PERSONAL_DATA', 'PAYMENT']);
    }
  });

  it('checks a landline tariff against the availability result stored with the session', async () => {
    const stored = await startOrderTestApp(target, { storedAvailability: true });
    const storedToken = await newSessionToken(stored.app);
    const cart = { tariff: { id: FIXTURE.homeM }, options: [], promotions: [] };
    const path = 'landline/new-customer/new-contract';
    expect((await initiate(stored.app, storedToken, cart, path)).statusCode).toBe(422);
    const address = { street: 'Lindenallee', house_no: '12', city: 'Bonn', zipcode: '53113' };
    const sessionId = await sessionIdOf(stored.db, storedToken);
    await saveAvailability(
      stored.db,
      sessionId,
      { address, max_bandwidth: [], products: [FIXTURE.homeM] },
      stored.clock.now,
    );
    expect((await initiate(stored.app, storedToken, cart, path)).json()).toMatchObject({ status_code: 200 });
    await saveAvailability(stored.db, sessionId, { address, max_bandwidth: [], products: [] }, stored.clock.now + 1000);
    expect((await initiate(stored.app, storedToken, cart, path)).json<ErrorAnswer>().type).toBe(
      'TariffNotAvailableException',
    );
    await stored.close();
  }, 30_000);

  it('answers 500 failures in the InternalServerErrorException shape', async () => {
    const broken = await startOrderTestApp(target);
    const brokenToken = await newSessionToken(broken.app);
    await broken.db.exec('DROP TABLE orders CASCADE');
    const response = await initiate(broken.app, brokenToken, mobileCart());
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      type: 'InternalServerErrorException',
      message: 'Ihre Anfrage konnte nicht verarbeitet werden',
      request_id: response.headers['x-request-id'],
    });
    await broken.close();
  }, 30_000);

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/mobile/new-customer/new-contract/initiate-order',
      payload: { cart: mobileCart() },
    });
    expect(response.statusCode).toBe(401);
  });
});
