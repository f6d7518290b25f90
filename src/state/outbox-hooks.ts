import { useCallback, useEffect, useState } from 'react';
import { useFeatureDispatch } from './feature-loading';
import type { OutboxInput } from '../domain/outbox-policy';
import { outboxActions } from './outbox';
import { useEventLog } from './event-log-reader';

/** The outbox's sagas run in the checkout's module (sagas/checkout.ts): an entry queued from elsewhere loads it first. */
const OUTBOX_HOST = 'checkout';

/** Queues a write in the outbox, from any screen: offline it waits there and goes once the connection is back. */
export function useEnqueue(): (entry: OutboxInput) => void {
  const dispatch = useFeatureDispatch(OUTBOX_HOST);
  return useCallback((entry) => dispatch(outboxActions.enqueued(entry)), [dispatch]);
}

export type OutboxSettlement = { status: 'sent'; data: unknown } | { status: 'failed'; message: string };

/** The outbox's answer to the entry `id` (null while it waits, or with no id): the server's data, or why it was refused. */
export function useOutboxSettlement(id: string | null): OutboxSettlement | null {
  const log = useEventLog();
  const [settled, setSettled] = useState<{ id: string; settlement: OutboxSettlement } | null>(null);
  useEffect(() => {
    if (!id || !log) return undefined;
    return log.watch((action) => {
      if (outboxActions.entrySucceeded.match(action) && action.payload.id === id) {
        setSettled({ id, settlement: { status: 'sent', data: action.payload.data } });
      } else if (outboxActions.entryFailed.match(action) && action.payload.id === id) {
        setSettled({ id, settlement: { status: 'failed', message: action.payload.error.message } });
      }
    });
  }, [id, log]);
  return settled && settled.id === id ? settled.settlement : null;
}
