import { call, put, select } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ApiResult } from '../../src/domain/api-error';
import type { InitiatedOrderAnswer, OrderStatusAnswer } from '../../src/domain/api-answers';
import { isCartReady } from '../../src/domain/cart';
import {
  AVAILABILITY_STEP_ROUTE,
  CART_NOT_PROCESSED,
  INIT_ORDER_RETRY_LIMIT,
  initOrderFailure,
  kindOf,
  lineOf,
  NO_AVAILABILITY,
} from '../../src/domain/order-flow';
import { fetchOrderStatus, initiateOrderWrite } from '../../src/api/order';
import { addressNow, navigateTo, shopperLeft } from '../../src/api/navigator';
import { cartActions } from '../../src/state/cart';
import { selectCart } from '../../src/state/cart-selectors';
import { selectCartPayload } from '../../src/state/cart-summary-selectors';
import { selectLastShopRoute } from '../../src/state/navigation';
import { notify } from '../../src/state/notifications';
import { orderActions, selectOrder } from '../../src/state/order';
import { ensureSession } from '../session';
import { viaOutbox } from '../outbox';
import { callApi, PRODUCT_READ, sessionEnded } from '../api-call';
import { lostWithSession, restartOrder, restoreKeptSteps, walkOn } from './restart';
import { readSessionToken } from '../../src/api/cookies';

/** Spec §4 step 4: the cart cannot be ordered as it is; back to where the shopper came from. */
function* cartNotProcessed(lastShopRoute: string, from: string): Generator {
  yield* put(notify({ type: 'error', ...CART_NOT_PROCESSED }));
  yield* put(orderActions.initFailed());
  if (!(yield* call(shopperLeft, from))) yield* call(navigateTo, lastShopRoute);
}

/** Spec §8 "Init order": the reaction to each typed error. */
function* initFailed(error: ApiResult<never> & { ok: false }, lastShopRoute: string, from: string): Generator {
  yield* put(orderActions.initFailed());
  // The outbox has begun the session-expiry flow already.
  if (sessionEnded(error)) return;
  const failure = initOrderFailure(error.error);
  // A navigation the shopper asked for since the checkout opened wins over the answer to this one.
  if (failure.kind === 'redirect-last-shop-route') {
    if (!(yield* call(shopperLeft, from))) yield* call(navigateTo, lastShopRoute);
  } else if (failure.kind === 'availability-step') {
    yield* put(notify({ type: 'warning', title: failure.warning }));
    if (!(yield* call(shopperLeft, from))) yield* call(navigateTo, AVAILABILITY_STEP_ROUTE);
  } else {
    yield* put(notify({ type: 'error', title: failure.message }));
  }
}

/** Spec §4 "Init order": send the cart, apply the server's corrections, retry at most 3 times. */
export function* initOrder(action: PayloadAction<{ idempotencyKeys: string[] }>): Generator {
  const from = yield* call(addressNow);
  const lastShopRoute = yield* select(selectLastShopRoute);
  const { tariff, connectionAddress } = yield* select(selectCart);
  // A landline tariff is ordered for the checked address it was added with.
  if (tariff && lineOf(tariff) === 'landline' && !connectionAddress) {
    yield* put(notify({ type: 'error', title: NO_AVAILABILITY }));
    yield* put(orderActions.initFailed());
    yield* call(navigateTo, `/zuhause/tarife/${tariff.category}`);
    return;
  }
  if (!(yield* call(ensureSession))) {
    yield* put(orderActions.initFailed());
    return;
  }
  for (let attempt = 0; attempt <= INIT_ORDER_RETRY_LIMIT; attempt += 1) {
    const cart = yield* select(selectCart);
    const order = yield* select(selectOrder);
    // The very payload whose key the checkout compares (useCheckoutOrder), so that both agree.
    const payload = isCartReady(cart) ? yield* select(selectCartPayload) : null;
    if (!payload || !cart.tariff) break;
    const line = lineOf(cart.tariff);
    const key = action.payload.idempotencyKeys[attempt] as string;
    const result = yield* call(
      viaOutbox<InitiatedOrderAnswer>,
      initiateOrderWrite(line, kindOf(order.isChangingProvider), payload, key),
    );
    if (!result.ok) {
      yield* call(initFailed, result, lastShopRoute, from);
      return;
    }
    if (result.data.status_code === 300) {
      const removedDetails = result.data.details.filter((d) => d.action === 'REMOVE_FROM_CART');
      yield* put(cartActions.itemsRemovedByServer(removedDetails.map((d) => d.id)));
      // A promotion the server no longer offers has usually ended: the shopper is told why it went.
      const endedOffer = removedDetails.some((d) => d.type === 'promotion');
      yield* put(
        notify({
          type: 'info',
          title: 'Warenkorb aktualisiert',
          ...(endedOffer ? { message: PROMOTION_REMOVED } : {}),
        }),
      );
      continue;
    }
    if (result.data.status_code === 200 && result.data.temp_order_id) {
      yield* put(cartActions.lastResponseSet(result.data));
      yield* put(
        orderActions.initSucceeded({
          tempOrderId: result.data.temp_order_id,
          line,
          cartKey: JSON.stringify(payload.cart),
        }),
      );
      const resumeStep = yield* call(restoreKeptSteps);
      yield* call(loadStatus);
      yield* call(walkOn, resumeStep);
      return;
    }
    break;
  }
  yield* call(cartNotProcessed, lastShopRoute, from);
}

/** The steps and prices of the temp order (API.md), for the guard and the overview. */
/** Told when the server took a promotion out of the cart. */
export const PROMOTION_REMOVED =
  'Eine Aktion in Ihrem Warenkorb ist nicht mehr verfügbar und wurde entfernt. Es gelten die angezeigten Preise ohne diese Aktion.';

export function* loadStatus(): Generator {
  const order = yield* select(selectOrder);
  if (!order.tempOrderId || !order.line) return;
  const token = yield* call(readSessionToken);
  const result = yield* call(callApi<OrderStatusAnswer>, PRODUCT_READ, fetchOrderStatus, order.line, order.tempOrderId);
  if (result.ok) yield* put(orderActions.statusLoaded(result.data));
  else if (yield* call(lostWithSession, token, result)) yield* call(restartOrder);
  // Every try failed: the checkout says so and offers to ask again (a 403 has left the checkout already).
  else if (!sessionEnded(result)) yield* put(orderActions.statusFailed());
}
