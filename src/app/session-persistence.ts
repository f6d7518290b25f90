/**
 * When the store's sessionStorage work loads (issue 13: redux-persist, about 3 KB gzip, is not part
 * of a page's first load). At start the keys of PERSISTED_SLICES are looked up:
 * - one of them is there (a returning tab, a reload in the checkout): the persistence loads at once
 *   and restores the shopper's state; then appRehydrated starts the sagas (the outbox resumes), and
 *   only then is the page hydrated or rendered;
 * - none is there (a first visit): nothing to restore, appRehydrated at once; the persistence loads
 *   with the first change of a persisted slice and then writes the state as it is by then.
 * A persistence that cannot be loaded (offline before the service worker cached it) is tried again:
 * with the next change of a persisted slice or when the browser is back online. Until then the
 * state stays in the store, so nothing the shopper entered is lost.
 */
import type { Storage } from 'redux-persist';
import { appRehydrated } from '../state/app';
import { PERSISTED_SLICES } from '../state/persisted-slices';
import type { RootState } from '../state/store-types';
import type { ShopStore } from './store';

type Persistence = typeof import('./persistence');

export interface SessionPersistenceOptions {
  /** The dynamic import of src/app/persistence.ts (tests replace it). */
  load?: () => Promise<Persistence>;
  /** Where 'online' is reported (the window). */
  connection?: EventTarget;
  /** How long a restore that could not be loaded waits before it tries again, unless the browser comes online first. */
  retryAfterMs?: number;
}

const nothing: Storage = { getItem: async () => null, setItem: async () => undefined, removeItem: async () => undefined };

/**
 * The tab's sessionStorage in redux-persist's shape, without redux-persist. Where the browser
 * refuses it (storage disabled, a sandboxed frame: the access throws), nothing is kept and the shop
 * works on from memory; a write that fails (quota) is redux-persist's to report.
 */
export function tabSessionStorage(): Storage {
  try {
    const storage = window.sessionStorage;
    storage.getItem(PERSISTED_SLICES[0]);
    return {
      getItem: async (key) => storage.getItem(key),
      setItem: async (key, value: string) => storage.setItem(key, value),
      removeItem: async (key) => storage.removeItem(key),
    };
  } catch {
    return nothing;
  }
}

const persistedSlices = (state: RootState) => PERSISTED_SLICES.map((key) => state[key]);

async function hasStoredState(storage: Storage) {
  const values = await Promise.all(PERSISTED_SLICES.map((key) => Promise.resolve(storage.getItem(key)).catch(() => null)));
  return values.some((value) => value !== null && value !== undefined);
}

/** Waits for 'online' or `ms`, whichever comes first. */
const onlineOrAfter = (connection: EventTarget, ms: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      connection.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    connection.addEventListener('online', done);
  });

const reportLoadFailure = (error: unknown) =>
  console.error('Der Code zum Speichern der Sitzung konnte nicht geladen werden; neuer Versuch beim nächsten Anlass', error);

/**
 * Starts the store's persistence (see above). Resolves once the store holds what there is to
 * restore and appRehydrated is dispatched: the app may hydrate or render then.
 */
export async function startSessionPersistence(store: ShopStore, storage: Storage, options: SessionPersistenceOptions = {}): Promise<void> {
  const load = options.load ?? (() => import('./persistence'));
  const connection = options.connection ?? window;
  if (await hasStoredState(storage)) {
    // What the shopper had is needed before anything renders: wait for the code, whatever it takes.
    for (;;) {
      try {
        const persistence = await load();
        await new Promise<void>((resolve) => persistence.persistShopStore(store, storage, resolve));
        break;
      } catch (error) {
        reportLoadFailure(error);
        await onlineOrAfter(connection, options.retryAfterMs ?? 5_000);
      }
    }
    store.dispatch(appRehydrated());
    return;
  }
  // Watched from before appRehydrated: a saga it starts may change a persisted slice at once.
  persistOnFirstChange(store, storage, load, connection);
  store.dispatch(appRehydrated());
}

/** Loads the persistence with the first change of a persisted slice (by reference), and again after a failure. */
function persistOnFirstChange(store: ShopStore, storage: Storage, load: () => Promise<Persistence>, connection: EventTarget) {
  let seen = persistedSlices(store.getState());
  let loading = false;
  const attempt = async () => {
    if (loading) return;
    loading = true;
    try {
      const persistence = await load();
      stop();
      persistence.persistShopStore(store, storage, () => undefined);
    } catch (error) {
      loading = false;
      reportLoadFailure(error);
      connection.addEventListener('online', onOnline);
    }
  };
  const onOnline = () => {
    connection.removeEventListener('online', onOnline);
    void attempt();
  };
  const unsubscribe = store.subscribe(() => {
    const now = persistedSlices(store.getState());
    const changed = now.some((slice, index) => slice !== seen[index]);
    seen = now;
    if (changed) void attempt();
  });
  const stop = () => {
    unsubscribe();
    connection.removeEventListener('online', onOnline);
  };
}
