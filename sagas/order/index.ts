import { fork, takeEvery, takeLatest } from 'typed-redux-saga';
import { initOrder, loadStatus } from './init';
import { orderActions } from '../../src/state/order';
import { loadStepSchema, saveStep } from './steps';
import { resumePendingSubmit, submit } from './submit';
import { downloadContractSummary } from './contract-summary';
import type { TriggerChannels } from '../on-demand';
import type { CHECKOUT_TRIGGERS } from '../triggers';

/**
 * The order from the first checkout page to the order number (spec §4): the intents of the
 * `order` and `form` slices, each handled in the file named after its part of the flow. Loaded
 * on demand with the outbox (sagas/checkout.ts); the tracking id is remembered from the start
 * (sagas/tracking-id.ts).
 */
export function* orderSaga(triggers: TriggerChannels<typeof CHECKOUT_TRIGGERS>): Generator {
  yield* fork(resumePendingSubmit);
  yield* takeLatest(triggers.initRequested, initOrder);
  yield* takeEvery(triggers.schemaRequested, loadStepSchema);
  yield* takeLatest(triggers.saveRequested, saveStep);
  yield* takeLatest(triggers.submitRequested, submit);
  yield* takeLatest(triggers.contractSummaryRequested, downloadContractSummary);
  // Only after a failed status read, so the order flow's code is loaded already.
  yield* takeLatest(orderActions.statusRequested.type, loadStatus);
}
