import { combineReducers, type UnknownAction } from '@reduxjs/toolkit';
import { runSaga, stdChannel } from 'redux-saga';
import { checkoutAtStart, LOAD_FEATURE } from '../../../sagas';
import { appReady, appSlice } from '../../../src/state/app';
import { orderActions, orderSlice } from '../../../src/state/order';
import { outboxActions, outboxSlice } from '../../../src/state/outbox';

/**
 * The checkout's module at start (sagas/index.ts): loaded for a restored session that needs it (a
 * write in the outbox, an order under way), but only once the page is ready, so that the page's
 * first render does not share the line with it.
 */

const reducer = combineReducers({ app: appSlice.reducer, order: orderSlice.reducer, outbox: outboxSlice.reducer });
type State = ReturnType<typeof reducer>;

const pendingWrite = outboxActions.enqueued({
  kind: 'order-save',
  group: 'temp-1',
  request: { method: 'POST', url: '/mobile/order/temp-1/save/PAYMENT', body: { payment: { iban: 'x' } } },
  idempotencyKey: 'key-1',
});

const restored = (...actions: UnknownAction[]): State =>
  actions.reduce<State>((state, action) => reducer(state, action), reducer(undefined, { type: 'init' }));

/** Runs the saga on `state`; answers its calls of the feature loader and a way to dispatch. */
function started(initial: State) {
  let state = initial;
  const channel = stdChannel();
  const loadFeature = jest.fn(() => Promise.resolve());
  const dispatch = (action: UnknownAction) => {
    state = reducer(state, action);
    channel.put(action);
  };
  runSaga({ channel, dispatch, getState: () => state, context: { [LOAD_FEATURE]: loadFeature } }, checkoutAtStart);
  return { loadFeature, dispatch };
}

describe('the checkout’s module at start', () => {
  it('waits for the ready signal when the restored outbox holds a write, then loads it once', () => {
    const { loadFeature, dispatch } = started(restored(pendingWrite));
    expect(loadFeature).not.toHaveBeenCalled();
    dispatch(appReady());
    expect(loadFeature).toHaveBeenCalledTimes(1);
    expect(loadFeature).toHaveBeenCalledWith('checkout');
  });

  it('loads it at once for an order under way when the page is already ready', () => {
    const underWay = orderActions.initSucceeded({
      tempOrderId: 'temp-1',
      line: 'mobile',
      cartKey: '{}',
    });
    const { loadFeature } = started(restored(underWay, appReady()));
    expect(loadFeature).toHaveBeenCalledWith('checkout');
  });

  it('loads nothing when nothing is under way, ready or not', () => {
    const { loadFeature, dispatch } = started(restored());
    dispatch(appReady());
    expect(loadFeature).not.toHaveBeenCalled();
  });
});
