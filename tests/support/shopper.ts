import { randomUUID } from 'node:crypto';
import {
  VALID_CONSENTS,
  VALID_IDENTIFICATION,
  VALID_PAYMENT,
  VALID_PERSONAL_DATA,
} from '../integration/checkout/helpers';

/** Where the next request goes: one server, or a different one per request behind a balancer. */
export type Target = () => string;

export const oneServer =
  (baseUrl: string): Target =>
  () =>
    baseUrl;

/** Alternates between servers request by request, as a round-robin balancer would. */
export function alternating(baseUrls: string[]): Target {
  let next = 0;
  return () => baseUrls[next++ % baseUrls.length];
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function call(
  target: Target,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${target()}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

function expectOk(step: string, answer: Answer): Answer {
  if (answer.status !== 200) throw new Error(`${step}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

export interface PreparedOrder {
  token: string;
  tempOrderId: string;
}

/** The first mobile tariff of the real catalogue: what a shopper would pick. */
export async function firstMobileTariff(target: Target): Promise<string> {
  const list = await call(target, 'GET', '/catalogue/tariffs/mobilfunk');
  return (list.body.tariffs as Array<{ concrete_product_id: string }>)[0].concrete_product_id;
}

/** Session, initiate, the three saves and the overview: everything up to the submit. */
export async function prepareOrder(target: Target, tariffId: string): Promise<PreparedOrder> {
  const { token } = expectOk('create-session', await call(target, 'GET', '/auth/create-session')).body as {
    token: string;
  };
  const cart = { tariff: { id: tariffId }, options: [], promotions: [] };
  const initiated = expectOk(
    'initiate-order',
    await call(target, 'POST', '/mobile/new-customer/new-contract/initiate-order', token, { cart }),
  );
  const tempOrderId = initiated.body.temp_order_id as string;
  const steps: Array<[string, unknown]> = [
    ['PERSONAL_DATA', VALID_PERSONAL_DATA],
    ['PAYMENT', VALID_PAYMENT],
    ['IDENTIFICATION', VALID_IDENTIFICATION],
    ['ORDER_OVERVIEW', VALID_CONSENTS],
  ];
  for (const [step, body] of steps) {
    expectOk(
      step,
      await call(target, 'POST', `/mobile/order/${tempOrderId}/save/${step}`, token, body, {
        'idempotency-key': randomUUID(),
      }),
    );
  }
  return { token, tempOrderId };
}

export const submitOrder = (target: Target, order: PreparedOrder, key: string) =>
  call(target, 'POST', `/mobile/order/${order.tempOrderId}/submit`, order.token, undefined, { 'idempotency-key': key });

export const readOrder = (target: Target, order: PreparedOrder, token = order.token) =>
  call(target, 'GET', `/mobile/order/${order.tempOrderId}`, token);

/** A whole checkout; answers the order number. */
export async function checkout(target: Target, tariffId: string): Promise<string> {
  const order = await prepareOrder(target, tariffId);
  return expectOk('submit', await submitOrder(target, order, randomUUID())).body.order_id as string;
}
