import { fork, takeEvery, takeLatest } from 'typed-redux-saga';
import { initOrder, loadStatus } from './init';
import { orderActions } from '../../src/state/order';
import { loadStepSchema, saveStep } from './steps';
import { resumePendingSubmit, submit } from './submit';
import { downloadContractSummary } from './contract-summary';
import { formActions } from '../../src/state/form';
import { checkoutOrderCookie } from './order-cookie';

/**
 * The order from the first checkout page to the order number (spec §4): the intents of the
 * `order` and `form` slices, each handled in the file named after its part of the flow. Started
 * with the outbox by the checkout's feature module (sagas/checkout.ts); the tracking id is
 * remembered from the start (sagas/tracking-id.ts).
 */
export function* orderSaga(): Generator {
  yield* fork(resumePendingSubmit);
  yield* fork(checkoutOrderCookie);
  yield* takeLatest(orderActions.initRequested.type, initOrder);
  yield* takeEvery(formActions.schemaRequested.type, loadStepSchema);
  yield* takeLatest(formActions.saveRequested.type, saveStep);
  yield* takeLatest(orderActions.submitRequested.type, submit);
  yield* takeLatest(orderActions.contractSummaryRequested.type, downloadContractSummary);
  yield* takeLatest(orderActions.statusRequested.type, loadStatus);
}
