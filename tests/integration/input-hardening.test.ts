import { expect } from '@jest/globals';
import type { ErrorAnswer } from '../support/answers';
import type { OrderStatusAnswer } from '../../src/domain/api-answers';
import type { TariffList } from '../../src/domain/catalogue-resources';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { insertOrder, submitOrder } from '../../server/db/orders';
import { createSession, findSessionByToken } from '../../server/db/sessions';
import { DATABASE_TARGETS } from '../support/databases';
import { bearer, injectMobileOrder } from '../support/inject-order';
import { startTestApp, type TestApp } from '../support/test-app';
import { CANCELLATION } from '../support/declaration-fixtures';
import { VALID_PERSONAL_DATA } from './checkout/helpers';

const withFirstName = (first_name: string) => ({
  ...VALID_PERSONAL_DATA,
  customer: { ...VALID_PERSONAL_DATA.customer, first_name },
});

function expectTyped(response: LightMyRequestResponse, status: number, type: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual(expect.objectContaining({ type, message: expect.any(String) }));
  expect(Object.keys(response.json()).every((key) => ['type', 'message', 'fields', 'request_id'].includes(key))).toBe(
    true,
  );
  expect(response.json<ErrorAnswer>().request_id).toBe(response.headers['x-request-id']);
  // The security headers come with every answer, Fastify's own errors included.
  expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

describe.each(DATABASE_TARGETS)('hostile input on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  it.each([
    ['a NUL character', 'Eri\u0000ka'],
    ['a lone high surrogate', 'Erika\uD83D'],
    ['a lone low surrogate', '\uDE00Erika'],
  ])('refuses %s in a step save with 400 at the field, and stores nothing', async (_what, firstName) => {
    const { token, orderPath } = await injectMobileOrder(t.app);
    const saved = await t.app.inject({
      method: 'POST',
      url: `${orderPath}/save/PERSONAL_DATA`,
      headers: bearer(token),
      payload: withFirstName(firstName),
    });
    expectTyped(saved, 400, 'ValidationException');
    expect(saved.json<ErrorAnswer>().fields).toEqual({
      'customer.first_name': 'Dieser Wert enthält unzulässige Zeichen.',
    });
    const order = await t.app.inject({ url: orderPath, headers: bearer(token) });
    expect(order.json<OrderStatusAnswer>().completed_steps).toEqual([]);
  });

  it('refuses NUL in a declaration and in an availability check with a field message', async () => {
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/cancellations',
      payload: { ...CANCELLATION, name: 'Max\u0000' },
    });
    expectTyped(filed, 400, 'ValidationException');
    expect(Object.keys(filed.json<ErrorAnswer>().fields ?? {})).toEqual(['name']);
    const { token } = await injectMobileOrder(t.app);
    const checked = await t.app.inject({
      method: 'POST',
      url: '/api/landline/new-customer/new-contract/check-availability',
      headers: bearer(token),
      payload: { address: { street: 'Haupt\u0000straße', house_no: '1', zipcode: '53113', city: 'Bonn' } },
    });
    expectTyped(checked, 400, 'ValidationException');
    expect(Object.keys(checked.json<ErrorAnswer>().fields ?? {})).toEqual(['address.street']);
  });

  it('refuses JSON nested thousands of levels deep with 400 before anything walks it', async () => {
    const { token, orderPath } = await injectMobileOrder(t.app);
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: `${orderPath}/save/PERSONAL_DATA`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: deep,
    });
    expectTyped(response, 400, 'MalformedRequestException');
    const arrays = await t.app.inject({
      method: 'POST',
      url: '/api/cancellations',
      headers: { 'content-type': 'application/json' },
      payload: '['.repeat(20_000),
    });
    expectTyped(arrays, 400, 'MalformedRequestException');
  });

  it('refuses unknown properties on every kind of body instead of storing them', async () => {
    const { token, orderPath } = await injectMobileOrder(t.app);
    const big = 'x'.repeat(60 * 1024);
    const saved = await t.app.inject({
      method: 'POST',
      url: `${orderPath}/save/PERSONAL_DATA`,
      headers: bearer(token),
      payload: { ...VALID_PERSONAL_DATA, notes: big },
    });
    expectTyped(saved, 400, 'ValidationException');
    expect(saved.json<ErrorAnswer>().fields).toEqual({ notes: 'Dieses Feld ist nicht vorgesehen.' });
    const nested = await t.app.inject({
      method: 'POST',
      url: `${orderPath}/save/PERSONAL_DATA`,
      headers: bearer(token),
      payload: { ...VALID_PERSONAL_DATA, customer: { ...VALID_PERSONAL_DATA.customer, nickname: 'Eri' } },
    });
    expect(nested.json<ErrorAnswer>().fields).toEqual({ 'customer.nickname': 'Dieses Feld ist nicht vorgesehen.' });
    expect(
      (await t.app.inject({ url: orderPath, headers: bearer(token) })).json<OrderStatusAnswer>().completed_steps,
    ).toEqual([]);

    const tariff = (await t.app.inject({ url: '/api/catalogue/tariffs/mobilfunk' })).json<TariffList>().tariffs[0]
      .concrete_product_id;
    const initiated = await t.app.inject({
      method: 'POST',
      url: '/api/mobile/new-customer/new-contract/initiate-order',
      headers: bearer(token),
      payload: { cart: { tariff: { id: tariff, price: 0 }, options: [], promotions: [] } },
    });
    expectTyped(initiated, 400, 'ValidationException');
    expect(initiated.json<ErrorAnswer>().fields).toEqual({ 'cart.tariff.price': 'Dieses Feld ist nicht vorgesehen.' });

    // Routes that take no body refuse one with properties.
    for (const [method, url] of [
      ['POST', `${orderPath}/submit`],
      ['PUT', '/api/auth/refresh-session'],
    ] as const) {
      const withBody = await t.app.inject({
        method,
        url,
        headers: { ...bearer(token), 'idempotency-key': randomUUID() },
        payload: { note: 'x' },
      });
      expectTyped(withBody, 400, 'ValidationException');
      expect(withBody.json<ErrorAnswer>().fields).toEqual({ note: 'Dieses Feld ist nicht vorgesehen.' });
    }

    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/cancellations',
      payload: { ...CANCELLATION, iban: 'DE89370400440532013000' },
    });
    expectTyped(filed, 400, 'ValidationException');
    expect(filed.json<ErrorAnswer>().fields).toEqual({ iban: 'Dieses Feld ist nicht vorgesehen.' });
  });

  it("types Fastify's own errors: a URL that does not decode, an over-long id, a foreign content type, broken JSON", async () => {
    const { token, orderPath } = await injectMobileOrder(t.app);
    expectTyped(
      await t.app.inject({ url: '/api/mobile/order/%ZZ', headers: bearer(token) }),
      400,
      'MalformedRequestException',
    );
    expectTyped(
      await t.app.inject({ url: `/api/mobile/order/${'a'.repeat(300)}`, headers: bearer(token) }),
      414,
      'UriTooLongException',
    );
    const raw = (url: string, contentType: string, payload: string, headers = {}) =>
      t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload });
    expectTyped(
      await raw(`${orderPath}/save/PERSONAL_DATA`, 'text/plain', 'Erika', bearer(token)),
      400,
      'MalformedRequestException',
    );
    const badType = await raw('/api/cancellations', 'application/json; charset=utf-8; ;;=x', '{}');
    expect(badType.statusCode).toBeLessThan(500);
    expectTyped(badType, badType.statusCode, badType.json<ErrorAnswer>().type);
    expectTyped(await raw('/api/cancellations', 'application/json', '{"name":'), 400, 'MalformedRequestException');
  });

  it('draws another order number when two orders of one day draw the same', async () => {
    const { token } = await createSession(t.db, t.clock.now);
    const sessionId = (await findSessionByToken(t.db, token))?.id as string;
    const cart = (await t.db.query<{ cart: unknown }>('SELECT cart FROM orders LIMIT 1')).rows[0].cart as never;
    const newOrder = () =>
      insertOrder(t.db, { sessionId, line: 'mobile', kind: 'new-contract', cart, steps: [] }, t.clock.now);
    const [first, second] = [await newOrder(), await newOrder()];
    const draws = [424242, 424242, 424243];
    const draw = () => draws.shift() as number;
    const firstNumber = await t.db.transaction((tx) => submitOrder(tx, first, t.clock.now, draw));
    const secondNumber = await t.db.transaction((tx) => submitOrder(tx, second, t.clock.now, draw));
    expect(firstNumber).toMatch(/^MA-\d{8}-424242$/);
    expect(secondNumber).toMatch(/^MA-\d{8}-424243$/);
    // A second submit of the first order still gets its own number back.
    expect(await t.db.transaction((tx) => submitOrder(tx, first, t.clock.now, () => 424243))).toBe(firstNumber);
  });
});
