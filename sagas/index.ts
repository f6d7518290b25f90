import { spawn } from 'redux-saga/effects';
import { all, call, getContext, select, take } from 'typed-redux-saga';
import { appReady, appRehydrated, selectAppReady } from '../src/state/app';
import { selectOrder } from '../src/state/order';
import { selectPendingCount } from '../src/state/outbox';
import type { RootState } from '../src/state/store-types';
import type { LoadFeature } from '../src/state/feature-loading';
import { keepAlive } from './keep-alive';
import { sessionSaga } from './session-start';
import { navigationSaga } from './navigation';
import { tariffReplacementSaga } from './tariff-replacement';
import { trackingIdSaga } from './tracking-id';
import { catalogueSaga } from './catalogue';
import { stagePreloadSaga } from './stage-preload';
import { connectivitySaga, serverProbeSaga } from './connectivity';
import { analyticsSaga } from './analytics';
import { serviceWorkerSaga } from './service-worker';
import { webVitalsSaga } from './web-vitals';

type Saga = () => Generator;

/** A write waits in the restored outbox, or an order is under way: the checkout's sagas are needed at once. */
const checkoutUnderWay = (state: RootState) => selectPendingCount(state) > 0 || selectOrder(state).tempOrderId !== null;

/** The store's feature loader (src/app/features.ts), handed to the sagas as their context. */
export const LOAD_FEATURE = 'loadFeature';

/**
 * The checkout's module at start when the restored session needs it; without it nothing is waiting
 * for the checkout. Once the app is ready: the page's first render does not share the line with it
 * (a checkout page loads the module itself right after).
 */
export function* checkoutAtStart(): Generator {
  if (!(yield* select(checkoutUnderWay))) return;
  if (!(yield* select(selectAppReady))) yield* take(appReady.type);
  const loadFeature = yield* getContext<LoadFeature | undefined>(LOAD_FEATURE);
  // A failure is reported by the loader; the checkout's next intent tries again.
  if (loadFeature) yield* call(() => loadFeature('checkout').catch(() => undefined));
}

export const SAGAS: Saga[] = [
  sessionSaga,
  navigationSaga,
  tariffReplacementSaga,
  trackingIdSaga,
  catalogueSaga,
  stagePreloadSaga,
  connectivitySaga,
  serverProbeSaga,
  analyticsSaga,
  webVitalsSaga,
  serviceWorkerSaga,
];

export function* rootSaga(): Generator {
  // Sagas read persisted state, so they start once it is back (ARCHITECTURE.md "Client state").
  yield* take(appRehydrated.type);
  // The feature modules (src/app/features.ts) start their own sagas, each once, when first loaded.
  yield* all([...SAGAS.map((saga) => spawn(keepAlive, saga)), spawn(checkoutAtStart)]);
}
