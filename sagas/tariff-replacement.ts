import { put, select, take } from 'typed-redux-saga';
import type { Tariff } from '../src/domain/catalogue-types';
import { cartActions } from '../src/state/cart';
import { selectCart } from '../src/state/cart-selectors';
import { notify } from '../src/state/notifications';

/** The cart holds one tariff; replacing it is said out loud. */
export const tariffReplacedNotice = (replaced: Tariff, added: Tariff) => ({
  type: 'info' as const,
  title: 'Tarif ersetzt',
  message: `„${replaced.product_name}“ wurde durch „${added.product_name}“ ersetzt.`,
});

/**
 * Whichever page or action changed the cart's tariff, the shopper hears which one replaced which.
 * Runs from the start, not with the cart saga loaded on demand: it compares the tariff before and
 * after each action, and a choice made before that code arrived would otherwise go unannounced.
 */
export function* tariffReplacementSaga(): Generator {
  let previous = (yield* select(selectCart)).tariff;
  for (;;) {
    const action = yield* take<{ type: string }>('*');
    const current = (yield* select(selectCart)).tariff;
    const chosen = cartActions.tariffChosen.match(action) || cartActions.handsetChosen.match(action);
    if (chosen && previous && current && previous.concrete_product_id !== current.concrete_product_id) {
      yield* put(notify(tariffReplacedNotice(previous, current)));
    }
    previous = current;
  }
}
