import type { CartPayload } from './cart-payload';
import type { OrderKind, OrderLine } from './checkout-flow';
import type { OutboxInput } from './outbox-policy';

/**
 * The order flow's writes (spec §7) as outbox entries: the outbox sends them with their
 * Idempotency-Key, retries and survives a reload (ARCHITECTURE.md "The outbox").
 */
export const ORDER_WRITE = {
  initiate: 'order-initiate',
  save: 'order-save',
  overview: 'order-overview',
  submit: 'order-submit',
} as const;

export const initiateOrderWrite = (line: OrderLine, kind: OrderKind, payload: CartPayload, key: string) => ({
  kind: ORDER_WRITE.initiate,
  group: `initiate:${key}`,
  request: { method: 'POST', url: `/${line}/new-customer/${kind}/initiate-order`, body: payload },
  idempotencyKey: key,
}) satisfies OutboxInput;

export const saveStepWrite = (line: OrderLine, orderId: string, step: string, data: unknown, key: string, kind: string = ORDER_WRITE.save) => ({
  kind,
  group: orderId,
  request: { method: 'POST', url: `/${line}/order/${orderId}/save/${step}`, body: data },
  idempotencyKey: key,
}) satisfies OutboxInput;

export const submitWrite = (line: OrderLine, orderId: string, key: string) => ({
  kind: ORDER_WRITE.submit,
  group: orderId,
  request: { method: 'POST', url: `/${line}/order/${orderId}/submit` },
  idempotencyKey: key,
}) satisfies OutboxInput;
