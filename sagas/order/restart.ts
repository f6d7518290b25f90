import type { SagaIterator } from 'redux-saga';
import { call, put, select } from 'typed-redux-saga';
import type { ApiError, ApiResult } from '../../src/domain/api-error';
import { ORDER_SESSION_LOST, OVERVIEW_STEP, routeAfter } from '../../src/domain/order-flow';
import { cleanBeforeSave } from '../../src/domain/validation/clean';
import { saveStepWrite } from '../../src/api/order';
import { navigateTo } from '../../src/api/navigator';
import { readSessionToken } from '../../src/api/cookies';
import { newIdempotencyKey } from '../../src/state/idempotency-key';
import { notify } from '../../src/state/notifications';
import { selectForm } from '../../src/state/form-selectors';
import { orderActions, selectOrder } from '../../src/state/order';
import { viaOutbox } from '../outbox';

/** The outbox refused to send a write of a temp order that belongs to a session the server no longer knows. */
export const orderSessionLost = (error: ApiError) => error.type === ORDER_SESSION_LOST.type;

/**
 * A read of the temp order that met a new session on its way (callApi's one renewal after a 401)
 * and then could not find the order: the order belonged to the old session.
 */
export function* lostWithSession(tokenBefore: string | undefined, result: ApiResult<unknown>): SagaIterator<boolean> {
  if (result.ok || result.error.status !== 404) return false;
  return (yield* call(readSessionToken)) !== tokenBefore;
}

/**
 * A write of the temp order met a new session: the order starts again (the checkout initiates a
 * new one) and `resumeStep`, whose save was cut short, is saved into it with the kept steps.
 */
export function* restartOrder(resumeStep?: string): Generator {
  yield* put(notify({ type: 'info', title: ORDER_SESSION_LOST.message }));
  yield* put(orderActions.orderLost(resumeStep ? { resumeStep } : {}));
}

/**
 * Right after a new temp order: the steps the shopper had saved into the lost one go into it from
 * the form slice, in order, so nobody types them again. A step the server refuses stops the
 * restore there: the shopper sees it prefilled and saves it by hand. Answers the step to go on from.
 */
export function* restoreKeptSteps(): SagaIterator<string | null> {
  const order = yield* select(selectOrder);
  const kept = (order.keptSteps ?? []).filter((step) => step !== OVERVIEW_STEP);
  const resumeStep = order.resumeStep ?? null;
  if (!order.tempOrderId || !order.line || (kept.length === 0 && !resumeStep)) return null;
  const { values } = yield* select(selectForm);
  let restored = true;
  for (const step of kept) {
    const stepValues = values[step];
    if (!stepValues) continue;
    const key = yield* call(newIdempotencyKey);
    const result = yield* call(
      viaOutbox,
      saveStepWrite(order.line, order.tempOrderId, step, cleanBeforeSave(stepValues), key),
    );
    if (!result.ok) {
      restored = false;
      break;
    }
  }
  yield* put(orderActions.keptStepsRestored());
  return restored ? resumeStep : null;
}

/** After the restore: the step the shopper had pressed 'Weiter' on is done, so on to the next page. */
export function* walkOn(resumeStep: string | null): Generator {
  const order = yield* select(selectOrder);
  if (resumeStep && order.status) yield* call(navigateTo, routeAfter(resumeStep, order.status.steps));
}
