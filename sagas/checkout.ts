import { orderSaga } from './order';
import { outboxSaga, retryWhenOnline } from './outbox';

/**
 * The order flow and the outbox that owns its writes, loaded on demand (sagas/index.ts). The
 * order saga comes first: after a reload its waiting for a queued submit's answer must begin
 * before the outbox can send that submit.
 */
export const CHECKOUT_SAGAS = [orderSaga, outboxSaga, retryWhenOnline];
