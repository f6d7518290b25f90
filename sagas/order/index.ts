import { fork, takeEvery, takeLatest } from 'redux-saga/effects';
import { formActions } from '../../src/state/form';
import { navigationActions } from '../../src/state/navigation';
import { orderActions } from '../../src/state/order';
import { initOrder, rememberTrackingId } from './init';
import { loadStepSchema, saveStep } from './steps';
import { resumePendingSubmit, submit } from './submit';
import { downloadContractSummary } from './contract-summary';

/**
 * The order from the first checkout page to the order number (spec §4): the intents of the
 * `order` and `form` slices, each handled in the file named after its part of the flow.
 */
export function* orderSaga(): Generator {
  yield fork(resumePendingSubmit);
  yield takeEvery(navigationActions.routeChanged.type, rememberTrackingId);
  yield takeLatest(orderActions.initRequested.type, initOrder);
  yield takeEvery(formActions.schemaRequested.type, loadStepSchema);
  yield takeLatest(formActions.saveRequested.type, saveStep);
  yield takeLatest(orderActions.submitRequested.type, submit);
  yield takeLatest(orderActions.contractSummaryRequested.type, downloadContractSummary);
}
