import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { checkoutOnDemand, checkoutSagasReady } from '../../../sagas/checkout-on-demand';
import { CHECKOUT_SAGAS } from '../../../sagas/checkout';
import { outboxActions, outboxSlice } from '../../../src/state/outbox';

type Saga = () => Generator;

/** A store with the outbox slice, running `checkoutOnDemand` with a start that only records what it was given. */
function runOnDemand(withQueuedWrite: boolean) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers({ outbox: outboxSlice.reducer }),
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  if (withQueuedWrite) {
    store.dispatch(outboxActions.enqueued({ kind: 'save', group: 'order', request: { method: 'PUT', url: '/orders/1/steps/x', body: {} } }));
  }
  const started: Saga[][] = [];
  let resolveStarted: () => void = () => undefined;
  const whenStarted = new Promise<void>((resolve) => (resolveStarted = resolve));
  const task: Task = sagaMiddleware.run(checkoutOnDemand, function* start(sagas: Saga[]) {
    started.push(sagas);
    resolveStarted();
  });
  return { started, whenStarted, task };
}

describe('checkout sagas on demand', () => {
  let task: Task | undefined;
  afterEach(() => task?.cancel());

  it('are not started for the catalogue; the first checkout page starts them and waits until they run', async () => {
    const run = runOnDemand(false);
    task = run.task;
    await Promise.resolve();
    expect(run.started).toEqual([]);

    await checkoutSagasReady();
    expect(run.started).toEqual([CHECKOUT_SAGAS]);
    // A second checkout page finds them running: nothing is started twice.
    await checkoutSagasReady();
    expect(run.started).toHaveLength(1);
  });

  it('start at once when the restored outbox holds a write, without any checkout page', async () => {
    const run = runOnDemand(true);
    task = run.task;
    await run.whenStarted;
    expect(run.started).toEqual([CHECKOUT_SAGAS]);
  });
});
