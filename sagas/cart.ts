import { call, put, select, takeEvery, takeLatest } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { isLandlineTariff, type OptionItem, type Tariff } from '../src/domain/catalogue-types';
import { addItem, listOf, removeItem } from '../src/domain/cart-changes';
import { fetchCatalogue } from '../src/api/catalogue';
import { landlineGate, GATE_REASONS } from '../src/domain/landline-gate';
import { selectAvailability } from '../src/state/availability';
import { cartActions } from '../src/state/cart';
import { selectCart } from '../src/state/cart-selectors';
import { notify } from '../src/state/notifications';
import { callApi, PUBLIC_ONCE } from './api-call';
import type { FeatureModule } from '../src/state/feature-loading';

/** Spec §8 "Cart notices". */
export const replacementNotice = (added: OptionItem, replaced: OptionItem) => ({
  type: 'info' as const,
  title: added.kind === 'hardware' ? 'Hardware hinzugefügt' : 'Option hinzugefügt',
  message: `„${replaced.product_name}“ wurde durch „${added.product_name}“ ersetzt.`,
});

export const tariffNotBookableNotice = (reason: string) => ({
  type: 'warning' as const,
  title: 'Tarif nicht bestellbar',
  message: reason,
});

export const mandatoryNotice = (item: OptionItem) => ({
  type: 'warning' as const,
  title: `${item.product_name} ist Pflicht`,
  message: 'Und kann daher nicht abgewählt werden',
});

function* onItemAdded(action: PayloadAction<OptionItem>): Generator {
  const item = action.payload;
  const list = listOf(item);
  const cart = yield* select(selectCart);
  const { items, replaced } = addItem(cart[list], item);
  yield* put(cartActions.itemsChanged({ list, items }));
  if (replaced) yield* put(notify(replacementNotice(item, replaced)));
}

function* onItemRemoved(action: PayloadAction<{ item: OptionItem; force?: boolean }>): Generator {
  const { item, force } = action.payload;
  const list = listOf(item);
  const cart = yield* select(selectCart);
  const { items, refused } = removeItem(cart[list], item.concrete_product_id, force);
  if (refused) {
    yield* put(notify(mandatoryNotice(refused)));
    return;
  }
  yield* put(cartActions.itemsChanged({ list, items }));
}

/**
 * A landline tariff goes into the cart only with a successful check at an address where
 * it is available; that address becomes its connection address.
 */
function* onTariffRequested(action: PayloadAction<Tariff>): Generator {
  const tariff = action.payload;
  if (!isLandlineTariff(tariff)) {
    yield* put(cartActions.tariffChosen(tariff));
    return;
  }
  const { result } = yield* select(selectAvailability);
  const gate = landlineGate(result, tariff.concrete_product_id);
  if (gate.kind !== 'bookable') {
    yield* put(notify(tariffNotBookableNotice(GATE_REASONS[gate.kind])));
    return;
  }
  yield* put(cartActions.tariffChosen(tariff));
  yield* put(cartActions.connectionAddressSet(gate.address));
}

/**
 * A landline tariff comes with its mandatory hardware (e.g. the fibre router), whichever page it
 * was added from. Without the list the cart stays as it is; the hardware page offers it again.
 */
function* addMandatoryHardware(action: PayloadAction<Tariff>): Generator {
  const tariff = action.payload;
  if (!isLandlineTariff(tariff) || !tariff.hardware_ids?.length) return;
  const result = yield* call(callApi<{ items: OptionItem[] }>, PUBLIC_ONCE, fetchCatalogue<'tariffItems'>, {
    kind: 'tariffItems',
    category: tariff.category,
    slug: tariff.slug,
    items: 'hardware',
  });
  if (!result.ok) return;
  const cart = yield* select(selectCart);
  if (cart.tariff?.concrete_product_id !== tariff.concrete_product_id) return;
  const missing = result.data.items.filter(
    (item) =>
      item.mandatory && !cart.hardware.some((chosen) => chosen.concrete_product_id === item.concrete_product_id),
  );
  if (missing.length === 0) return;
  const items = missing.reduce((list, item) => addItem(list, item).items, cart.hardware);
  yield* put(cartActions.itemsChanged({ list: 'hardware', items }));
}

/** Started with the cart's feature module; the replaced tariff is announced from the start (sagas/tariff-replacement.ts). */
export function* cartSaga(): Generator {
  yield* takeEvery(cartActions.tariffRequested.type, onTariffRequested);
  yield* takeEvery(cartActions.itemAdded.type, onItemAdded);
  yield* takeEvery(cartActions.itemRemoved.type, onItemRemoved);
  yield* takeLatest(cartActions.tariffChosen.type, addMandatoryHardware);
}

/** The cart's feature module (src/app/features.ts), loaded with the first cart intent. */
export const CART_FEATURE: FeatureModule = { sagas: [cartSaga] };
