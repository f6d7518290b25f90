import { call, fork, join, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Task } from 'redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ApiError, ApiResult } from '../src/domain/api-error';
import {
  contractSummaryErrorText,
  FINISH_ROUTE,
  OVERVIEW_SAVE_FAILED,
  OVERVIEW_STEP,
  routeAfter,
  SAVE_FAILED,
  SUBMIT_FAILED,
} from '../src/domain/checkout-flow';
import { cleanBeforeSave } from '../src/domain/validation/clean';
import type { FormSchema } from '../src/domain/validation/form-schema';
import { SCHEMA_FAILED } from '../src/domain/form-schema';
import { ORDER_WRITE, saveStepWrite, submitWrite } from '../src/domain/order-writes';
import { fetchContractSummaryPdf, fetchFormSchema, saveFile } from '../src/api/order';
import { clearSessionCookies } from '../src/api/cookies';
import { navigateTo } from '../src/api/navigator';
import { availabilityActions } from '../src/state/availability';
import { cartActions } from '../src/state/cart';
import { formActions } from '../src/state/form';
import { notify } from '../src/state/notifications';
import { orderActions, type OrderState } from '../src/state/order';
import { outboxActions, selectOutboxEntries, type OutboxEntry } from '../src/state/outbox';
import { outboxResult, viaOutbox } from './outbox';
import { callApi, PRODUCT_READ, sessionEnded } from './api-call';

const selectOrder = (state: { order: OrderState }) => state.order;

/** A write the outbox rejected; on 403 the outbox has begun the session-expiry flow already. */
function* writeFailed(error: ApiError, title: string): Generator {
  if (error.status !== 403) yield put(notify({ type: 'error', title }));
}

export function* loadSchema(action: PayloadAction<string>): Generator {
  const order = (yield select(selectOrder)) as OrderState;
  if (!order.tempOrderId || !order.line) return;
  const result = (yield call(callApi, PRODUCT_READ, fetchFormSchema, order.line, order.tempOrderId, action.payload)) as ApiResult<FormSchema>;
  if (result.ok) {
    yield put(formActions.schemaLoaded({ step: action.payload, schema: result.data }));
    return;
  }
  yield put(formActions.schemaFailed(action.payload));
  if (!sessionEnded(result)) yield put(notify(SCHEMA_FAILED));
}

/** Saves one step's cleaned values (spec §5 "Before saving"), then shows the next page. */
export function* saveStep(action: PayloadAction<{ step: string; values: Record<string, unknown>; idempotencyKey: string }>): Generator {
  const { step, values, idempotencyKey } = action.payload;
  const order = (yield select(selectOrder)) as OrderState;
  if (!order.tempOrderId || !order.line) return;
  const write = saveStepWrite(order.line, order.tempOrderId, step, cleanBeforeSave(values), idempotencyKey);
  const result = (yield call(viaOutbox, write)) as ApiResult<unknown>;
  if (!result.ok) {
    yield put(formActions.saveFailed({ step, ...(result.error.fields ? { fields: result.error.fields } : {}) }));
    yield call(writeFailed, result.error, SAVE_FAILED);
    return;
  }
  yield put(formActions.saveSucceeded());
  yield put(orderActions.stepCompleted(step));
  yield call(navigateTo, routeAfter(step, order.status?.steps ?? []));
}

/** Spec §4 "Submit": save the overview, then submit; on success the session and shop state end. */
export function* submit(action: PayloadAction<{ consents: Record<string, unknown>; overviewKey: string; submitKey: string }>): Generator {
  const order = (yield select(selectOrder)) as OrderState;
  if (!order.tempOrderId || !order.line) return;
  const { consents, overviewKey, submitKey } = action.payload;
  const overview = saveStepWrite(order.line, order.tempOrderId, OVERVIEW_STEP, cleanBeforeSave(consents), overviewKey, ORDER_WRITE.overview);
  // Both are queued at once, so that a reload while offline still sends the order afterwards.
  const submitted = (yield fork(submitResult, submitKey)) as Task;
  const saved = (yield fork(outboxResult, overviewKey)) as Task;
  yield put(outboxActions.enqueued(overview));
  yield put(outboxActions.enqueued(submitWrite(order.line, order.tempOrderId, submitKey)));
  const savedResult = (yield join(saved)) as ApiResult<unknown>;
  if (!savedResult.ok) {
    yield put(orderActions.submitFailed());
    yield put(formActions.saveFailed({ step: OVERVIEW_STEP, ...(savedResult.error.fields ? { fields: savedResult.error.fields } : {}) }));
    yield call(writeFailed, savedResult.error, OVERVIEW_SAVE_FAILED);
    return;
  }
  yield join(submitted);
}

/** Waits for the submit's answer and ends the order (also for a submit queued before a reload). */
export function* submitResult(submitKey: string): Generator {
  const submitted = (yield call(outboxResult, submitKey)) as ApiResult<{ order_id: string }>;
  if (!submitted.ok) {
    // A rejected overview save has said so already.
    if (submitted.error.type === 'OutboxEntryDropped') return;
    yield put(orderActions.submitFailed());
    yield call(writeFailed, submitted.error, SUBMIT_FAILED);
    return;
  }
  yield call(clearSessionCookies);
  yield put(availabilityActions.reset());
  yield put(cartActions.cleared());
  yield put(formActions.reset());
  yield put(orderActions.submitSucceeded(submitted.data));
  yield call(navigateTo, FINISH_ROUTE);
}

/** A submit still in the outbox after a reload: nobody waits for it yet. */
export function* resumePendingSubmit(): Generator {
  const entries = (yield select(selectOutboxEntries)) as OutboxEntry[];
  const pending = entries.find((entry) => entry.kind === ORDER_WRITE.submit);
  if (pending) yield call(submitResult, pending.id);
}

/** The contract summary as a PDF download (API.md), with the error texts of spec §8. */
export function* downloadContractSummary(): Generator {
  const order = (yield select(selectOrder)) as OrderState;
  if (!order.tempOrderId || !order.line) return;
  const result = (yield call(callApi, PRODUCT_READ, fetchContractSummaryPdf, order.line, order.tempOrderId)) as ApiResult<Blob>;
  yield put(orderActions.contractSummaryFinished());
  if (result.ok) yield call(saveFile, result.data, 'vertragszusammenfassung.pdf');
  else if (!sessionEnded(result)) yield put(notify({ type: 'error', title: contractSummaryErrorText(result.error) }));
}

export function* checkoutSaga(): Generator {
  yield fork(resumePendingSubmit);
  yield takeEvery(formActions.schemaRequested.type, loadSchema);
  yield takeLatest(formActions.saveRequested.type, saveStep);
  yield takeLatest(orderActions.submitRequested.type, submit);
  yield takeLatest(orderActions.contractSummaryRequested.type, downloadContractSummary);
}
