import { channel } from 'redux-saga';
import { call, select, take } from 'redux-saga/effects';
import { selectOutboxEntries, type OutboxEntry } from '../src/state/outbox';

type Saga = () => Generator;
interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Issue 13: the order flow and the outbox (with the order API and its validation) are not needed to
 * show the catalogue, so they are not part of the first load. Every action they handle is sent by a
 * checkout page, and those pages wait for `checkoutSagasReady()` before they render
 * (src/app/routes.tsx): no intent can be sent before its saga listens.
 */
const requests = channel<Waiter>();

/** Resolves once the checkout sagas run; rejects when their code cannot be loaded. */
export const checkoutSagasReady = (): Promise<void> => new Promise((resolve, reject) => requests.put({ resolve, reject }));

const loadCheckoutSagas = async (): Promise<Saga[]> => (await import('./checkout')).CHECKOUT_SAGAS as Saga[];

/**
 * Starts the checkout sagas with `start` on the first checkout page, or at once when writes wait in
 * the restored outbox (a reload mid-order, maybe offline): those are sent without waiting for a page.
 */
export function* checkoutOnDemand(start: (sagas: Saga[]) => Generator): Generator {
  const waiting = ((yield select(selectOutboxEntries)) as OutboxEntry[]).length > 0 ? [] : [(yield take(requests)) as Waiter];
  for (;;) {
    try {
      const sagas = (yield call(loadCheckoutSagas)) as Saga[];
      yield call(start, sagas);
      break;
    } catch (error) {
      // Offline before the worker had cached the chunk: the page shows its load error; the next visit tries again.
      for (const waiter of waiting.splice(0)) waiter.reject(error);
      waiting.push((yield take(requests)) as Waiter);
    }
  }
  for (const waiter of waiting) waiter.resolve();
  for (;;) ((yield take(requests)) as Waiter).resolve();
}
