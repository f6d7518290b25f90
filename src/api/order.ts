import type { CartPayload } from '../domain/cart-payload';
import type { CartResponse } from '../domain/cart';
import type { OrderKind, OrderLine } from '../domain/checkout-flow';
import type { FormSchema } from '../domain/validation/form-schema';
import type { OrderStatus } from '../domain/order-status';
import type { ApiResult } from '../domain/api-error';
import { request } from './client';

/**
 * Spec §7 order calls. Each write is one small function taking its Idempotency-Key, so that an
 * outbox can later queue exactly these requests.
 */
const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const initiateOrder = (line: OrderLine, kind: OrderKind, payload: CartPayload, key: string) =>
  request<CartResponse>({ method: 'POST', url: `/${line}/new-customer/${kind}/initiate-order`, data: payload, ...idempotent(key) });

export const fetchOrderStatus = (line: OrderLine, orderId: string) =>
  request<OrderStatus>({ method: 'GET', url: `/${line}/order/${orderId}` });

export const fetchFormSchema = (line: OrderLine, orderId: string, step: string) =>
  request<FormSchema>({ method: 'GET', url: `/${line}/order/${orderId}/form-schemas/${step}` });

export const saveOrderStep = (line: OrderLine, orderId: string, step: string, data: unknown, key: string) =>
  request<unknown>({ method: 'POST', url: `/${line}/order/${orderId}/save/${step}`, data, ...idempotent(key) });

export const submitOrder = (line: OrderLine, orderId: string, key: string) =>
  request<{ order_id: string }>({ method: 'POST', url: `/${line}/order/${orderId}/submit`, ...idempotent(key) });

const contractSummaryUrl = (line: OrderLine, orderId: string) => `/${line}/order/${orderId}/contract-summary`;

export async function fetchContractSummaryPdf(line: OrderLine, orderId: string): Promise<ApiResult<Blob>> {
  const url = contractSummaryUrl(line, orderId);
  const result = await request<Blob>({ method: 'GET', url, headers: { Accept: 'application/pdf' }, responseType: 'blob' });
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
