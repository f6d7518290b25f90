import { all, call } from 'redux-saga/effects';
import { tariffReplacementSaga } from '../../sagas/tariff-replacement';
import { cartSaga } from '../../sagas/cart';

/** Everything the app runs for the cart: the cart's feature saga and the announcement of a replaced tariff (from the start). */
export function* cartSagas(): Generator {
  yield all([call(tariffReplacementSaga), call(cartSaga)]);
}
