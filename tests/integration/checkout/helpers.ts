import type { InitiatedOrderAnswer } from '../../../src/domain/api-answers';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { findSessionByToken } from '../../../server/db/sessions';
import type { Database, Queryable } from '../../../server/db/client';
import { newSessionToken } from '../../support/test-app';
import { FIXTURE } from '../../support/order-fixture';

export const auth = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  ...extra,
});

export const ids = (...list: string[]) => list.map((id) => ({ id }));

export async function sessionIdOf(db: Database, token: string): Promise<string> {
  return (await findSessionByToken(db, token))?.id as string;
}

export async function initiate(
  app: FastifyInstance,
  token: string,
  cart: unknown,
  path = 'mobile/new-customer/new-contract',
) {
  return app.inject({ method: 'POST', url: `/api/${path}/initiate-order`, headers: auth(token), payload: { cart } });
}

export const VALID_PERSONAL_DATA = {
  customer: {
    salutation: 'Frau',
    title: 'Dr.',
    first_name: 'Erika',
    last_name: 'Mustermann',
    birth_date: '1990-04-12',
    email: 'erika@example.de',
    phone: '01701234567',
    residence_country: 'DE',
    address: { street: 'lindenallee', house_no: '12', zipcode: '53113', city: 'bonn' },
  },
};
export const VALID_PAYMENT = {
  payment: { account_holder: 'Erika Mustermann', iban: 'DE89 3704 0044 0532 0130 00', sepa_mandate: true },
};
export const VALID_IDENTIFICATION = {
  identification: { document_type: 'Personalausweis', document_number: 'L01X00T47', valid_until: '2030-01-01' },
};
export const VALID_CONSENTS = { consents: { terms: true, withdrawal: true, data_protection: true } };
/** A landline overview also answers the new-customer question (spec §5), here as a new customer. */
export const VALID_LANDLINE_CONSENTS = { ...VALID_CONSENTS, new_customer: { recent_connection: 'NO' } };

export async function save(
  app: FastifyInstance,
  token: string,
  orderId: string,
  step: string,
  body: unknown,
  line = 'mobile',
) {
  return app.inject({
    method: 'POST',
    url: `/api/${line}/order/${orderId}/save/${step}`,
    headers: auth(token),
    payload: body as object,
  });
}

/** A session with a mobile order (tariff M with the bundled phone); returns token and temp order id. */
export async function mobileOrder(app: FastifyInstance, tariff = FIXTURE.mobileM) {
  const token = await newSessionToken(app);
  const cart = {
    tariff: { id: tariff },
    options: [],
    promotions: [],
    ...(tariff === FIXTURE.mobileM ? { handsets: ids(FIXTURE.phoneInBundle) } : {}),
  };
  const response = await initiate(app, token, cart);
  return { token, orderId: response.json<InitiatedOrderAnswer>().temp_order_id as string };
}

export async function completeMobileOrder(app: FastifyInstance) {
  const order = await mobileOrder(app);
  for (const [step, body] of [
    ['PERSONAL_DATA', VALID_PERSONAL_DATA],
    ['PAYMENT', VALID_PAYMENT],
    ['IDENTIFICATION', VALID_IDENTIFICATION],
    ['ORDER_OVERVIEW', VALID_CONSENTS],
  ] as const) {
    const response = await save(app, order.token, order.orderId, step, body);
    if (response.statusCode !== 200) throw new Error(`${step}: ${response.body}`);
  }
  return order;
}

export async function submit(
  app: FastifyInstance,
  token: string,
  orderId: string,
  key: string | null = randomUUID(),
  line = 'mobile',
) {
  return app.inject({
    method: 'POST',
    url: `/api/${line}/order/${orderId}/submit`,
    headers: auth(token, key ? { 'idempotency-key': key } : {}),
  });
}

/** How many orders were made from one temp order (0 or 1). */
export const countSubmitted = async (t: { db: Queryable }, orderId: string) =>
  (
    await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM submitted_orders WHERE temp_order_id = $1', [
      orderId,
    ])
  ).rows[0]?.n;
