import { outboxActions } from '../src/state/outbox';
import { availabilityActions } from '../src/state/availability';
import { cartActions } from '../src/state/cart';
import { declarationsActions } from '../src/state/declarations';
import { formActions } from '../src/state/form';
import { iconsActions } from '../src/state/icons';
import { orderActions } from '../src/state/order';

/**
 * The intents of the sagas loaded on demand (sagas/on-demand.ts): here, in the first load, so
 * that they are buffered before the sagas' code is there. Each saga takes its triggers from the
 * channels of the same names.
 */
export const CART_TRIGGERS = {
  tariffRequested: cartActions.tariffRequested,
  itemAdded: cartActions.itemAdded,
  itemRemoved: cartActions.itemRemoved,
  tariffChosen: cartActions.tariffChosen,
};

export const AVAILABILITY_TRIGGERS = {
  schemaRequested: availabilityActions.schemaRequested,
  checkRequested: availabilityActions.checkRequested,
  suggestionsRequested: availabilityActions.suggestionsRequested,
};

export const DECLARATIONS_TRIGGERS = { submitRequested: declarationsActions.submitRequested };

export const ICONS_TRIGGERS = { galleryOpened: iconsActions.galleryOpened };

/** The order flow's intents bring the outbox along (sagas/checkout.ts), and so does any write queued in it ('Problem melden'). */
export const CHECKOUT_TRIGGERS = {
  writeQueued: outboxActions.enqueued,
  initRequested: orderActions.initRequested,
  schemaRequested: formActions.schemaRequested,
  saveRequested: formActions.saveRequested,
  submitRequested: orderActions.submitRequested,
  contractSummaryRequested: orderActions.contractSummaryRequested,
};
