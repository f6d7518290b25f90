import { performance } from 'node:perf_hooks';
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { createEventLog } from '../../src/app/event-log';
import { createRootReducer } from '../../src/state/root-reducer';
import { appRehydrated } from '../../src/state/app';
import { formActions } from '../../src/state/form';
import { formSchemaFor } from '../../server/forms/schemas';
import type { FormContext } from '../../server/forms/context';

export interface EventLogFigures {
  dispatches: number;
  /** Dispatches per second: the store alone, the store with the log (its part in the dispatch), and with its deferred writing. */
  withoutLog: number;
  withLog: number;
  withLogWritten: number;
  /** The log's writing (masking, bounding, storage) per action, in microseconds, off the dispatch. */
  writeMicrosPerAction: number;
}

/** sessionStorage's interface in memory: the bench measures the log's work, not a disk. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

/** A store as in production (no development checks), with or without a middleware. */
const storeWith = (extra: Middleware[]) =>
  configureStore({
    reducer: createRootReducer(),
    middleware: (getDefault) =>
      getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(extra),
    devTools: false,
  });

/** What typing in the personal-data step dispatches: every key its values (the heaviest common action). */
function typing(store: ReturnType<typeof storeWith>, count: number) {
  const name = 'Erika Mustermann-Lüdenscheid';
  for (let i = 0; i < count; i += 1) {
    const values = {
      customer: {
        salutation: 'Frau',
        first_name: name.slice(0, (i % name.length) + 1),
        last_name: 'Mustermann',
        email: 'erika@example.de',
        address: { street: 'Heidestraße', house_no: '17', zipcode: '51147', city: 'Köln' },
      },
    };
    store.dispatch(formActions.valuesChanged({ step: 'PERSONAL_DATA', values }));
  }
}

function prepared(store: ReturnType<typeof storeWith>) {
  const context: FormContext = {
    line: 'mobile',
    kind: 'new-contract',
    prepaid: false,
    today: new Date(),
    streamingOptions: [],
  };
  store.dispatch(formActions.schemaLoaded({ step: 'PERSONAL_DATA', schema: formSchemaFor('PERSONAL_DATA', context) }));
  store.dispatch(appRehydrated());
  return store;
}

/** The same run measures both, alternating, best of `rounds`: a shared machine's noise hits both alike. */
export async function measureEventLog(dispatches = 20_000, rounds = 5): Promise<EventLogFigures> {
  let withoutLog = 0;
  let withLog = 0;
  let withLogWritten = 0;
  let writeMicros = Infinity;
  for (let round = 0; round < rounds; round += 1) {
    const plain = prepared(storeWith([]));
    let start = performance.now();
    typing(plain, dispatches);
    withoutLog = Math.max(withoutLog, dispatches / ((performance.now() - start) / 1000));

    const log = createEventLog({ storage: memoryStorage, page: null });
    const logged = prepared(storeWith([log.middleware]));
    await log.document();
    start = performance.now();
    typing(logged, dispatches);
    const dispatched = performance.now();
    await log.export();
    const written = performance.now();
    withLog = Math.max(withLog, dispatches / ((dispatched - start) / 1000));
    withLogWritten = Math.max(withLogWritten, dispatches / ((written - start) / 1000));
    writeMicros = Math.min(writeMicros, ((written - dispatched) * 1000) / dispatches);
  }
  return {
    dispatches,
    withoutLog: Math.round(withoutLog),
    withLog: Math.round(withLog),
    withLogWritten: Math.round(withLogWritten),
    writeMicrosPerAction: Math.round(writeMicros),
  };
}
