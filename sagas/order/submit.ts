import { call, fork, join, put, select } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { FINISH_ROUTE, OVERVIEW_SAVE_FAILED, OVERVIEW_STEP, SUBMIT_FAILED } from '../../src/domain/order-flow';
import type { SubmittedOrderAnswer } from '../../src/domain/api-answers';
import { ORDER_WRITE } from '../../src/domain/order-writes';
import { cleanBeforeSave } from '../../src/domain/validation/clean';
import { saveStepWrite, submitWrite } from '../../src/api/order';
import { clearSessionCookies } from '../../src/api/cookies';
import { navigateTo } from '../../src/api/navigator';
import { availabilityActions } from '../../src/state/availability';
import { cartActions } from '../../src/state/cart';
import { formActions } from '../../src/state/form';
import { orderActions, selectOrder } from '../../src/state/order';
import { outboxActions, selectOutboxEntries } from '../../src/state/outbox';
import { outboxResult } from '../outbox';
import { notifyFailure } from '../api-call';
import { orderSessionLost, restartOrder } from './restart';

/** Spec §4 "Submit": save the overview, then submit; on success the session and shop state end. */
export function* submit(
  action: PayloadAction<{ consents: Record<string, unknown>; overviewKey: string; submitKey: string }>,
): Generator {
  const order = yield* select(selectOrder);
  if (!order.tempOrderId || !order.line) return;
  const { consents, overviewKey, submitKey } = action.payload;
  const overview = saveStepWrite(
    order.line,
    order.tempOrderId,
    OVERVIEW_STEP,
    cleanBeforeSave(consents),
    overviewKey,
    ORDER_WRITE.overview,
  );
  // Both are queued at once, so that a reload while offline still sends the order afterwards.
  const submitted = yield* fork(submitResult, submitKey);
  const saved = yield* fork(outboxResult, overviewKey);
  yield* put(outboxActions.enqueued(overview));
  yield* put(outboxActions.enqueued(submitWrite(order.line, order.tempOrderId, submitKey)));
  const savedResult = yield* join(saved);
  if (!savedResult.ok && orderSessionLost(savedResult.error)) {
    yield* put(orderActions.submitFailed());
    yield* call(restartOrder);
    return;
  }
  if (!savedResult.ok) {
    yield* put(orderActions.submitFailed());
    yield* put(
      formActions.saveFailed({
        step: OVERVIEW_STEP,
        ...(savedResult.error.fields ? { fields: savedResult.error.fields } : {}),
      }),
    );
    yield* call(notifyFailure, savedResult.error, { type: 'error' as const, title: OVERVIEW_SAVE_FAILED });
    return;
  }
  yield* join(submitted);
}

/** Waits for the submit's answer and ends the order (also for a submit queued before a reload). */
export function* submitResult(submitKey: string): Generator {
  const submitted = yield* call(outboxResult<SubmittedOrderAnswer>, submitKey);
  if (!submitted.ok) {
    // A rejected overview save has said so already.
    if (submitted.error.type === 'OutboxEntryDropped') return;
    yield* put(orderActions.submitFailed());
    if (orderSessionLost(submitted.error)) {
      yield* call(restartOrder);
      return;
    }
    yield* call(notifyFailure, submitted.error, { type: 'error' as const, title: SUBMIT_FAILED });
    return;
  }
  yield* call(clearSessionCookies);
  yield* put(availabilityActions.reset());
  yield* put(cartActions.cleared());
  yield* put(formActions.reset());
  yield* put(orderActions.submitSucceeded(submitted.data));
  yield* call(navigateTo, FINISH_ROUTE);
}

/** A submit still in the outbox after a reload: nobody waits for it yet. */
export function* resumePendingSubmit(): Generator {
  const entries = yield* select(selectOutboxEntries);
  const pending = entries.find((entry) => entry.kind === ORDER_WRITE.submit);
  if (pending) yield* call(submitResult, pending.id);
}
