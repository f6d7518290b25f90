import { all, call, spawn, take } from 'redux-saga/effects';
import { appRehydrated } from '../src/state/app';
import { sessionSaga } from './session';
import { navigationSaga } from './navigation';
import { declarationsSaga } from './declarations';
import { cartSaga } from './cart';
import { availabilitySaga } from './availability';
import { catalogueSaga } from './catalogue';
import { stagePreloadSaga } from './stage-preload';
import { orderSaga } from './order';
import { outboxSaga, retryWhenOnline } from './outbox';
import { connectivitySaga, serverProbeSaga } from './connectivity';
import { analyticsSaga } from './analytics';
import { serviceWorkerSaga } from './service-worker';
import { webVitalsSaga } from './web-vitals';
import { iconsSaga } from './icons';

type Saga = () => Generator;

/** How often one saga may crash before it is left stopped (a loop of crashes helps nobody). */
export const MAX_RESTARTS = 10;

/** Spawned, so that one failing saga cannot stop the others; restarted after a crash. */
export function* keepAlive(saga: Saga): Generator {
  for (let crashes = 0; crashes <= MAX_RESTARTS; crashes += 1) {
    try {
      yield call(saga);
      return;
    } catch (error) {
      console.error(`Saga ${saga.name} ist abgestürzt und wird neu gestartet`, error);
    }
  }
}

export const SAGAS: Saga[] = [
  sessionSaga,
  navigationSaga,
  cartSaga,
  availabilitySaga,
  catalogueSaga,
  stagePreloadSaga,
  declarationsSaga,
  orderSaga,
  connectivitySaga,
  serverProbeSaga,
  outboxSaga,
  retryWhenOnline,
  analyticsSaga,
  webVitalsSaga,
  serviceWorkerSaga,
  iconsSaga,
];

export function* rootSaga(): Generator {
  // Sagas read persisted state, so they start once it is back (ARCHITECTURE.md "Client state").
  yield take(appRehydrated.type);
  yield all(SAGAS.map((saga) => spawn(keepAlive, saga)));
}
