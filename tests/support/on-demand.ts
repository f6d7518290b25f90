import { onDemand, type TriggerChannels, type Triggers } from '../../sagas/on-demand';
import { tariffReplacementSaga } from '../../sagas/tariff-replacement';
import { all, call } from 'redux-saga/effects';
import { CART_TRIGGERS } from '../../sagas/triggers';
import { cartSaga } from '../../sagas/cart';

/** A saga that the app loads on demand, run as the app runs it, its code at hand: it handles the store's actions. */
export const onDemandNow = <T extends Triggers>(triggers: T, ...sagas: Array<(channels: TriggerChannels<T>) => Generator>) =>
  function* startedAtOnce(): Generator {
    yield* onDemand({ name: 'den Test', triggers, neededAtStart: () => true, load: async () => sagas });
  };

/** Everything the app runs for the cart: the cart saga (on demand) and the announcement of a replaced tariff (from the start). */
export function* cartSagas(): Generator {
  yield all([call(tariffReplacementSaga), call(onDemandNow(CART_TRIGGERS, cartSaga))]);
}
