import { expect } from '@jest/globals';
import type { ErrorAnswer } from '../../support/answers';
import type { SubmittedOrderAnswer, TokenAnswer } from '../../../src/domain/api-answers';
import { randomUUID } from 'node:crypto';
import { DATABASE_TARGETS } from '../../support/databases';
import { startOrderTestApp, type OrderTestApp } from '../../support/order-test-app';
import { newSessionToken } from '../../support/test-app';
import { completeMobileOrder, countSubmitted, mobileOrder, save, submit, VALID_PERSONAL_DATA } from './helpers';

const HOUR = 60 * 60 * 1000;

describe.each(DATABASE_TARGETS)('submit on $name', (target) => {
  let t: OrderTestApp;
  beforeAll(async () => {
    t = await startOrderTestApp(target);
  });
  afterAll(() => t.close());

  it('answers the order number and replays it for the same key', async () => {
    const { token, orderId } = await completeMobileOrder(t.app);
    const key = randomUUID();
    const first = await submit(t.app, token, orderId, key);
    expect(first.statusCode).toBe(200);
    expect(first.json<SubmittedOrderAnswer>()).toEqual({ order_id: expect.stringMatching(/^MA-\d{8}-\d{6}$/) });
    const replay = await submit(t.app, token, orderId, key);
    expect(replay.json()).toEqual(first.json());
    expect(await countSubmitted(t, orderId)).toBe(1);
  });

  it('refuses the same key with another body (422 IdempotencyKeyReusedException)', async () => {
    const { token, orderId } = await mobileOrder(t.app);
    const key = randomUUID();
    const headers = { authorization: `Bearer ${token}`, 'idempotency-key': key };
    const url = `/api/mobile/order/${orderId}/save/PERSONAL_DATA`;
    expect((await t.app.inject({ method: 'POST', url, headers, payload: VALID_PERSONAL_DATA })).statusCode).toBe(200);
    const other = { customer: { ...VALID_PERSONAL_DATA.customer, first_name: 'Max' } };
    const reused = await t.app.inject({ method: 'POST', url, headers, payload: other });
    expect(reused.statusCode).toBe(422);
    expect(reused.json<ErrorAnswer>().type).toBe('IdempotencyKeyReusedException');
  });

  it('refuses a submit whose key already carried another request, and makes no order', async () => {
    const { token, orderId } = await completeMobileOrder(t.app);
    const key = randomUUID();
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/mobile/order/${orderId}/save/PERSONAL_DATA`,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
      payload: VALID_PERSONAL_DATA,
    });
    expect(saved.statusCode).toBe(200);
    const reused = await submit(t.app, token, orderId, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json<ErrorAnswer>().type).toBe('IdempotencyKeyReusedException');
    expect(await countSubmitted(t, orderId)).toBe(0);
    expect((await submit(t.app, token, orderId)).statusCode).toBe(200);
  });

  it('forgets a key after 24 hours', async () => {
    const { token, orderId } = await mobileOrder(t.app);
    const key = randomUUID();
    const url = `/api/mobile/order/${orderId}/save/PERSONAL_DATA`;
    const post = (bearer: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${bearer}`, 'idempotency-key': key },
        payload,
      });
    expect((await post(token, VALID_PERSONAL_DATA)).statusCode).toBe(200);
    const other = { customer: { ...VALID_PERSONAL_DATA.customer, first_name: 'Max' } };
    t.clock.now += 23 * HOUR;
    const refreshed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/refresh-session',
      headers: { authorization: `Bearer ${token}` },
    });
    const nextToken = refreshed.json<TokenAnswer>().token;
    expect((await post(nextToken, other)).statusCode).toBe(422);
    t.clock.now += 2 * HOUR;
    expect((await post(nextToken, other)).statusCode).toBe(200);
  });

  it('makes exactly one order of 10 concurrent submits with one key', async () => {
    const { token, orderId } = await completeMobileOrder(t.app);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(t.app, token, orderId, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.json<SubmittedOrderAnswer>().order_id)).size).toBe(1);
    expect(await countSubmitted(t, orderId)).toBe(1);
    const keys = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys WHERE key = $1', [
      key,
    ]);
    expect(keys.rows[0]?.n).toBe(1);
  });

  it('answers 422 IncompleteOrderDataException while a step is missing, and needs a key', async () => {
    const { token, orderId } = await mobileOrder(t.app);
    await save(t.app, token, orderId, 'PERSONAL_DATA', VALID_PERSONAL_DATA);
    const incomplete = await submit(t.app, token, orderId);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json()).toEqual({
      request_id: incomplete.headers['x-request-id'],
      type: 'IncompleteOrderDataException',
      message: 'Die Bestellung ist nicht vollständig, bitte fangen Sie von vorne an.',
    });
    expect(await countSubmitted(t, orderId)).toBe(0);
    const withoutKey = await submit(t.app, token, orderId, null);
    expect(withoutKey.json<ErrorAnswer>().type).toBe('MalformedRequestException');
  });

  it('gives another session’s order a 404', async () => {
    const { orderId } = await completeMobileOrder(t.app);
    const stranger = await newSessionToken(t.app);
    const response = await submit(t.app, stranger, orderId);
    expect(response.statusCode).toBe(404);
    expect(await countSubmitted(t, orderId)).toBe(0);
  });
});
