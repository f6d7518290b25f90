import type { CartPayload } from '../domain/cart-payload';
import { formSchemaPath, orderStatusPath, type OrderKind, type OrderLine } from '../domain/order-flow';
import { ORDER_WRITE } from '../domain/order-writes';
import type { FormSchema } from '../domain/form-schema';
import type { OrderStatusAnswer } from '../domain/api-answers';
import type { OutboxInput } from '../domain/outbox-policy';
import type { ApiResult } from '../domain/api-error';
import { request } from './client';

/**
 * Spec §7 order calls. The writes are outbox entries, not requests: the outbox sends them with
 * their Idempotency-Key, retries them and keeps them over a reload (ARCHITECTURE.md "The outbox").
 */
export const initiateOrderWrite = (line: OrderLine, kind: OrderKind, payload: CartPayload, key: string) =>
  ({
    kind: ORDER_WRITE.initiate,
    group: `initiate:${key}`,
    request: { method: 'POST', url: `/${line}/new-customer/${kind}/initiate-order`, body: payload },
    idempotencyKey: key,
  }) satisfies OutboxInput;

export const saveStepWrite = (
  line: OrderLine,
  orderId: string,
  step: string,
  data: unknown,
  key: string,
  kind: string = ORDER_WRITE.save,
) =>
  ({
    kind,
    group: orderId,
    request: { method: 'POST', url: `/${line}/order/${orderId}/save/${step}`, body: data },
    idempotencyKey: key,
  }) satisfies OutboxInput;

export const submitWrite = (line: OrderLine, orderId: string, key: string) =>
  ({
    kind: ORDER_WRITE.submit,
    group: orderId,
    request: { method: 'POST', url: `/${line}/order/${orderId}/submit` },
    idempotencyKey: key,
  }) satisfies OutboxInput;

export const fetchOrderStatus = (line: OrderLine, orderId: string) =>
  request<OrderStatusAnswer>({ method: 'GET', url: orderStatusPath(line, orderId) });

export const fetchFormSchema = (line: OrderLine, orderId: string, step: string) =>
  request<FormSchema>({ method: 'GET', url: formSchemaPath(line, orderId, step) });

const contractSummaryUrl = (line: OrderLine, orderId: string) => `/${line}/order/${orderId}/contract-summary`;

export async function fetchContractSummaryPdf(line: OrderLine, orderId: string): Promise<ApiResult<Blob>> {
  const url = contractSummaryUrl(line, orderId);
  const result = await request<Blob>({
    method: 'GET',
    url,
    headers: { Accept: 'application/pdf' },
    responseType: 'blob',
  });
  if (result.ok || result.error.status === 0) return result;
  // A blob answer hides the error body; the JSON variant names the typed error (spec §8).
  const typed = await request<unknown>({ method: 'GET', url });
  return typed.ok ? result : typed;
}

/** Hands a downloaded file to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
