import { configureStore, type Action } from '@reduxjs/toolkit';
import { createStore } from 'redux';
import { ActionCreators, instrument, type LiftedState } from '@redux-devtools/instrument';
import { createEventLog } from '../../../src/app/event-log';
import { replayEventLog } from '../../../src/app/event-log-replay';
import { toDevToolsExport } from '../../../src/app/event-log-devtools';
import { createRootReducer } from '../../../src/state/root-reducer';
import { EVENT_LOG_STORAGE_KEY, parseEventLog } from '../../../src/domain/event-log';
import { formActions } from '../../../src/state/form';
import { cartActions } from '../../../src/state/cart';
import { notify } from '../../../src/state/notifications';
import { outboxActions } from '../../../src/state/outbox';
import { appRehydrated } from '../../../src/state/app';
import { MASK, PersonalDataMask } from '../../../src/domain/mask-personal-data';
import type { Tariff } from '../../../src/domain/catalogue-types';

/** A store of the shop's reducers with the log, writing to the tab's sessionStorage (jsdom's). */
function recordedStore(bounds?: { entries: number; bytes: number }) {
  let clock = 1_000;
  const log = createEventLog({ now: () => (clock += 1), page: null, bounds });
  const store = configureStore({
    reducer: createRootReducer(),
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false }).concat(log.middleware),
  });
  return { log, store };
}

const tariff = {
  concrete_product_id: 'mobil-m',
  slug: 'mobil-m',
  category: 'tarife',
  product_name: 'Mobil M 30 GB',
  conditions: [],
  highlights: [],
} as unknown as Tariff;
const personalData = {
  customer: {
    first_name: 'Erika',
    last_name: 'Mustermann',
    birth_date: '1964-08-12',
    address: { street: 'Heidestraße', house_no: '17', zipcode: '51147', city: 'Köln' },
  },
};
const schema = (dataset: string, fields: [string, string][]) => ({
  definitionSchema: {
    steps: [
      {
        id: 'S',
        title: 'S',
        elements: fields.map(([name, component]) => ({ type: 'field', name, dataset, label: name, component })),
      },
    ],
  },
  validationSchema: { type: 'object' },
});
const personalSchema = schema('customer', [
  ['first_name', 'text'],
  ['last_name', 'text'],
  ['birth_date', 'date'],
  ['salutation', 'select'],
]);
const addressSchema = schema('customer.address', [
  ['street', 'text'],
  ['house_no', 'text'],
  ['zipcode', 'text'],
  ['city', 'text'],
]);

/** Normalised through JSON, as a replay compares: the live state holds no undefined fields then. */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

beforeEach(() => window.sessionStorage.clear());

describe('event log', () => {
  it('starts with the state at the restore as its snapshot and records the actions after it', async () => {
    const { log, store } = recordedStore();
    store.dispatch(cartActions.tariffChosen(tariff));
    store.dispatch(appRehydrated());
    store.dispatch(notify({ type: 'info', title: 'Warenkorb aktualisiert', id: 'n1' }));
    const document = (await log.document())!;
    expect(document.snapshot.cart).toMatchObject({ tariff: { product_name: 'Mobil M 30 GB' } });
    expect(document.entries.map((entry) => entry.action.type)).toEqual([notify.type]);
  });

  it('folds what overflows the ring into the snapshot, so a replay still reaches the same state at every kept step', async () => {
    const { log, store } = recordedStore({ entries: 5, bytes: 1_000_000 });
    store.dispatch(appRehydrated());
    store.dispatch(cartActions.tariffChosen(tariff));
    const states: unknown[] = [];
    for (let i = 0; i < 12; i += 1) {
      store.dispatch(notify({ type: 'info', title: `Hinweis ${i}`, id: `n${i}` }));
      states.push(plain(store.getState()));
    }
    const json = await log.export();
    const document = parseEventLog(json);
    expect(document.entries).toHaveLength(5);
    // The tariff was chosen 12 actions ago: only the snapshot still knows it.
    expect(plain(replayEventLog(json).getState())).toEqual(plain(new PersonalDataMask().mask(store.getState())));
    expect(replayEventLog(json).getState().cart).toMatchObject({ tariff: { product_name: 'Mobil M 30 GB' } });
    for (const n of [0, 2, 5]) expect(plain(replayEventLog(json, { upTo: n }).getState())).toEqual(states[6 + n]);
  });

  it('keeps within its byte bound, dropping the oldest actions first', async () => {
    const { log, store } = recordedStore({ entries: 500, bytes: 12_000 });
    store.dispatch(appRehydrated());
    // Each action replaces the last one's values: the state stays small while the actions pile up.
    for (let i = 0; i < 60; i += 1)
      store.dispatch(formActions.valuesChanged({ step: 'CONSENTS', values: { note: `Eintrag ${i} `.repeat(40) } }));
    const json = await log.export();
    expect(json.length).toBeLessThanOrEqual(12_000);
    expect(parseEventLog(json).entries.length).toBeGreaterThan(3);
    expect(parseEventLog(json).entries.length).toBeLessThan(60);
    expect(plain(replayEventLog(json).getState())).toEqual(plain(store.getState()));
  });

  it('goes on after a page load of the tab with a marker that carries the restored state', async () => {
    const first = recordedStore();
    first.store.dispatch(appRehydrated());
    first.store.dispatch(cartActions.tariffChosen(tariff));
    await first.log.export();
    // The next page: a new store, restored from what the tab kept (here: the cart).
    const second = recordedStore();
    second.store.dispatch(cartActions.tariffChosen(tariff));
    second.store.dispatch(appRehydrated());
    second.store.dispatch(notify({ type: 'info', title: 'Nach dem Neuladen', id: 'n9' }));
    const document = parseEventLog(await second.log.export());
    expect(document.entries.map((entry) => entry.action.type)).toEqual([
      cartActions.tariffChosen.type,
      'eventLog/pageLoaded',
      notify.type,
    ]);
    expect(plain(replayEventLog(document).getState())).toEqual(plain(second.store.getState()));
    expect(JSON.parse(window.sessionStorage.getItem(EVENT_LOG_STORAGE_KEY)!)).toEqual(document);
  });

  it('masks by what is personal: typed values are gone everywhere, tariff names and field descriptors stay', async () => {
    const { log, store } = recordedStore();
    store.dispatch(appRehydrated());
    store.dispatch(cartActions.tariffChosen(tariff));
    store.dispatch(formActions.schemaLoaded({ step: 'PERSONAL_DATA', schema: personalSchema as never }));
    store.dispatch(formActions.schemaLoaded({ step: 'ADDRESS', schema: addressSchema as never }));
    store.dispatch(
      formActions.saveRequested('PERSONAL_DATA', {
        ...personalData,
        customer: { ...personalData.customer, salutation: 'FRAU' },
      }),
    );
    store.dispatch(
      outboxActions.enqueued({
        kind: 'save-step',
        group: 't1',
        request: { method: 'PUT', url: '/x', body: personalData },
        idempotencyKey: 'k1',
      }),
    );
    store.dispatch(
      notify({ type: 'error', title: 'Die Adresse Heidestraße 17 in Köln wurde nicht gefunden.', id: 'n1' }),
    );
    const exported = await log.export();
    for (const secret of ['Erika', 'Mustermann', '1964-08-12', 'Heidestraße', '51147', 'Köln'])
      expect(exported).not.toContain(secret);
    const state = replayEventLog(exported).getState() as ReturnType<typeof store.getState>;
    expect(state.form.values.PERSONAL_DATA).toMatchObject({
      customer: { first_name: MASK, salutation: 'FRAU', address: { house_no: MASK } },
    });
    expect(state.cart).toMatchObject({ tariff: { product_name: 'Mobil M 30 GB' } });
    expect(state.form.schemas.PERSONAL_DATA.definitionSchema.steps[0].elements.map((element) => element.name)).toEqual([
      'first_name',
      'last_name',
      'birth_date',
      'salutation',
    ]);
    expect(state.notifications[0].title).toBe(`Die Adresse ${MASK} 17 in ${MASK} wurde nicht gefunden.`);
  });

  it('exports the lifted state of Redux DevTools, whose computed states are the replay at each action', async () => {
    const { log, store } = recordedStore();
    store.dispatch(appRehydrated());
    store.dispatch(cartActions.tariffChosen(tariff));
    for (let i = 0; i < 4; i += 1) store.dispatch(notify({ type: 'info', title: `Hinweis ${i}`, id: `n${i}` }));
    store.dispatch(cartActions.cleared());
    const json = await log.export();
    const exported = JSON.parse(toDevToolsExport(json)) as { payload: string; preloadedState: string };
    const lifted = JSON.parse(exported.payload) as LiftedState<unknown, Action<string>, unknown>;
    // Opened as the extension's Import does: the lifted state into an instrumented store, recomputed there.
    const devtools = createStore(createRootReducer(), JSON.parse(exported.preloadedState), instrument());
    devtools.liftedStore.dispatch(
      ActionCreators.importState<unknown, Action<string>, null>(lifted as LiftedState<unknown, Action<string>, null>),
    );
    const imported = devtools.liftedStore.getState();
    const { entries } = parseEventLog(json);
    expect(imported.stagedActionIds).toHaveLength(entries.length + 1);
    entries.forEach((entry, index) =>
      expect(imported.actionsById[imported.stagedActionIds[index + 1]]).toMatchObject({
        action: { type: entry.action.type },
      }),
    );
    for (let n = 0; n <= entries.length; n += 1) {
      expect(plain(imported.computedStates[n].state)).toEqual(plain(replayEventLog(json, { upTo: n }).getState()));
    }
    // Jumping to an action is the state after it.
    devtools.liftedStore.dispatch(ActionCreators.jumpToAction(imported.stagedActionIds[1]));
    expect(devtools.getState().cart).toMatchObject({ tariff: { product_name: 'Mobil M 30 GB' } });
  });

  it('refuses a file that is not an event log', () => {
    expect(() => replayEventLog('{"entries": 3}')).toThrow('Kein Ereignisprotokoll');
  });
});
