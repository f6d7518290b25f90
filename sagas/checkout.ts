import type { FeatureModule } from '../src/state/feature-loading';
import { orderSaga } from './order';
import { outboxSaga, retryWhenOnline } from './outbox';

/**
 * The checkout's feature module (src/app/features.ts): the order flow and the outbox that owns its
 * writes, started once. The order saga comes first: after a reload its waiting for a queued
 * submit's answer must begin before the outbox can send that submit.
 */
export const CHECKOUT_FEATURE: FeatureModule = { sagas: [orderSaga, outboxSaga, retryWhenOnline] };
