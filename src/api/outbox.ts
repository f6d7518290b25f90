import type { OutboxRequest } from '../domain/outbox-policy';
import { request } from './client';

/** Sends one outbox entry; its id is the Idempotency-Key, so a repeat has no second effect. */
export const sendOutboxEntry = (entry: { id: string; request: OutboxRequest }) =>
  request<unknown>({
    method: entry.request.method,
    url: entry.request.url,
    data: entry.request.body,
    headers: { 'Idempotency-Key': entry.id },
  });
