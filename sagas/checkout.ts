import { orderSaga } from './order';
import { outboxSaga, retryWhenOnline } from './outbox';

/** The order flow and the outbox that owns its writes: loaded on demand (sagas/checkout-on-demand.ts). */
export const CHECKOUT_SAGAS = [orderSaga, outboxSaga, retryWhenOnline];
