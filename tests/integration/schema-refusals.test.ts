import { expect } from '@jest/globals';
import type { ErrorAnswer } from '../support/answers';
import { randomUUID } from 'node:crypto';
import { DATABASE_TARGETS } from '../support/databases';
import { bearer, injectMobileOrder } from '../support/inject-order';
import { startTestApp, type TestApp } from '../support/test-app';

/** What the one error handler makes of a schema's refusal, by where the refused value sits. */
describe('schema refusals in the spec’s types', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(DATABASE_TARGETS[0]);
  });
  afterAll(() => t.close());

  const typeOf = (response: { statusCode: number; json<T>(): T }) => [
    response.statusCode,
    response.json<ErrorAnswer>().type,
  ];

  it('answers a path parameter that names nothing with 404, on every kind of route', async () => {
    const { token } = await injectMobileOrder(t.app);
    expect(typeOf(await t.app.inject({ url: '/api/cancellations/keine-nummer' }))).toEqual([404, 'NotFoundException']);
    expect(typeOf(await t.app.inject({ url: `/api/festnetz/order/${randomUUID()}`, headers: bearer(token) }))).toEqual([
      404,
      'NotFoundException',
    ]);
    const initiate = await t.app.inject({
      method: 'POST',
      url: '/api/mobile/new-customer/bestandskunde/initiate-order',
      headers: bearer(token),
      payload: {},
    });
    expect(typeOf(initiate)).toEqual([404, 'NotFoundException']);
  });

  it('answers a body of the wrong kind as malformed, and a wrong value or unknown property at its field', async () => {
    const { token, orderPath } = await injectMobileOrder(t.app);
    const list = await t.app.inject({
      method: 'POST',
      url: `${orderPath}/save/PERSONAL_DATA`,
      headers: bearer(token),
      payload: [1, 2],
    });
    expect(typeOf(list)).toEqual([400, 'MalformedRequestException']);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `${orderPath}/submit`,
      headers: { ...bearer(token), 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
      payload: '"Bestellen"',
    });
    expect(typeOf(submitted)).toEqual([400, 'MalformedRequestException']);
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/mobile/new-customer/new-contract/initiate-order',
      headers: bearer(token),
      payload: { cart: { tariff: 'TM-MOBIL-M' } },
    });
    expect(typeOf(cart)).toEqual([400, 'MalformedRequestException']);
    expect(cart.json<ErrorAnswer>().message).toMatch(/^Ihr Warenkorb enthält ungültige Werte/);
    const suggestion = await t.app.inject({
      method: 'POST',
      url: '/api/landline/new-customer/new-contract/address-suggestions',
      payload: { field: 'zipcode', zipcode: '5a' },
    });
    expect(suggestion.json()).toEqual({
      type: 'ValidationException',
      message: expect.any(String),
      request_id: expect.any(String),
      fields: { zipcode: expect.any(String) },
    });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/cancellations', payload: { spitzname: 'Eri' } });
    expect(unknown.json()).toEqual({
      type: 'ValidationException',
      message: expect.any(String),
      request_id: expect.any(String),
      fields: { spitzname: 'Dieses Feld ist nicht vorgesehen.' },
    });
  });
});
