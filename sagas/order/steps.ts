import { call, put, select } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { routeAfter, SAVE_FAILED } from '../../src/domain/order-flow';
import { cleanBeforeSave } from '../../src/domain/validation/clean';
import { SCHEMA_FAILED, type FormSchema } from '../../src/domain/form-schema';
import { fetchFormSchema, saveStepWrite } from '../../src/api/order';
import { addressNow, navigateTo, shopperLeft } from '../../src/api/navigator';
import { formActions } from '../../src/state/form';
import { orderActions, selectOrder } from '../../src/state/order';
import { viaOutbox } from '../outbox';
import { callApi, notifyFailure, PRODUCT_READ } from '../api-call';
import { lostWithSession, orderSessionLost, restartOrder } from './restart';
import { readSessionToken } from '../../src/api/cookies';

/** The form of one checkout step (or the consents) as the server describes it for this order. */
export function* loadStepSchema(action: PayloadAction<string>): Generator {
  const order = yield* select(selectOrder);
  if (!order.tempOrderId || !order.line) return;
  const token = yield* call(readSessionToken);
  const result = yield* call(
    callApi<FormSchema>,
    PRODUCT_READ,
    fetchFormSchema,
    order.line,
    order.tempOrderId,
    action.payload,
  );
  if (result.ok) {
    yield* put(formActions.schemaLoaded({ step: action.payload, schema: result.data }));
    return;
  }
  if (yield* call(lostWithSession, token, result)) {
    yield* call(restartOrder);
    return;
  }
  yield* put(formActions.schemaFailed(action.payload));
  yield* call(notifyFailure, result.error, SCHEMA_FAILED);
}

/** Saves one step's cleaned values (spec §5 "Before saving"), then shows the next page. */
export function* saveStep(
  action: PayloadAction<{ step: string; values: Record<string, unknown>; idempotencyKey: string }>,
): Generator {
  const { step, values, idempotencyKey } = action.payload;
  const from = yield* call(addressNow);
  const order = yield* select(selectOrder);
  if (!order.tempOrderId || !order.line) return;
  const write = saveStepWrite(order.line, order.tempOrderId, step, cleanBeforeSave(values), idempotencyKey);
  const result = yield* call(viaOutbox, write);
  if (!result.ok && orderSessionLost(result.error)) {
    yield* put(formActions.saveFailed({ step }));
    yield* call(restartOrder, step);
    return;
  }
  if (!result.ok) {
    yield* put(formActions.saveFailed({ step, ...(result.error.fields ? { fields: result.error.fields } : {}) }));
    yield* call(notifyFailure, result.error, { type: 'error' as const, title: SAVE_FAILED });
    return;
  }
  yield* put(formActions.saveSucceeded());
  yield* put(orderActions.stepCompleted(step));
  if (!(yield* call(shopperLeft, from))) yield* call(navigateTo, routeAfter(step, order.status?.steps ?? []));
}
