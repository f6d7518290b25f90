import { spawn } from 'redux-saga/effects';
import { all, take } from 'typed-redux-saga';
import { appRehydrated } from '../src/state/app';
import { selectOrder } from '../src/state/order';
import { selectPendingCount } from '../src/state/outbox';
import type { RootState } from '../src/state/store-types';
import { keepAlive } from './keep-alive';
import { onDemand, type OnDemandSagas } from './on-demand';
import { AVAILABILITY_TRIGGERS, CART_TRIGGERS, CHECKOUT_TRIGGERS, DECLARATIONS_TRIGGERS, ICONS_TRIGGERS } from './triggers';
import { sessionSaga } from './session';
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

/**
 * Issue 13: what a catalogue page does not need at start comes with its first trigger, in a chunk
 * of its own (sagas/on-demand.ts). The stage preload stays: the start page and the unterwegs and
 * zuhause pages trigger it at once.
 */
export const CHECKOUT_ON_DEMAND: OnDemandSagas<typeof CHECKOUT_TRIGGERS> = {
  name: 'den Bestellablauf',
  triggers: CHECKOUT_TRIGGERS,
  neededAtStart: checkoutUnderWay,
  load: async () => (await import('./checkout')).CHECKOUT_SAGAS,
};

const ON_DEMAND: Saga[] = [
  function* checkoutSagas() {
    yield* onDemand(CHECKOUT_ON_DEMAND);
  },
  function* cartSagas() {
    yield* onDemand({ name: 'den Warenkorb', triggers: CART_TRIGGERS, load: async () => [(await import('./cart')).cartSaga] });
  },
  function* availabilitySagas() {
    yield* onDemand({
      name: 'die Verfügbarkeitsprüfung',
      triggers: AVAILABILITY_TRIGGERS,
      load: async () => [(await import('./availability')).availabilitySaga],
    });
  },
  function* declarationsSagas() {
    yield* onDemand({
      name: 'die Erklärungen',
      triggers: DECLARATIONS_TRIGGERS,
      load: async () => [(await import('./declarations')).declarationsSaga],
    });
  },
  function* iconsSagas() {
    yield* onDemand({ name: 'die Icon-Galerie', triggers: ICONS_TRIGGERS, load: async () => [(await import('./icons')).iconsSaga] });
  },
];

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
  // A loader is not restarted: a second one would start its sagas twice (the outbox needs exactly one
  // consumer). The sagas it starts are restarted after a crash like the others (sagas/on-demand.ts).
  yield* all([...SAGAS.map((saga) => spawn(keepAlive, saga)), ...ON_DEMAND.map((loader) => spawn(loader))]);
}
