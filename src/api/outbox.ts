import type { OutboxEntry } from '../state/outbox';
import { request } from './client';

/** Sends one outbox entry; its id is the Idempotency-Key, so a repeat has no second effect. */
export const sendOutboxEntry = (entry: OutboxEntry) =>
  request<unknown>({
    method: entry.request.method,
    url: entry.request.url,
    data: entry.request.body,
    headers: { 'Idempotency-Key': entry.id },
  });
