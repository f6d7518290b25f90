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
 * state stays in the store, and leaving the page writes it (writeWhenLeaving), so nothing the
 * shopper entered is lost, not even when the tab is reloaded before the code arrived.
 */
import type { Storage } from 'redux-persist';
import { appRehydrated } from '../state/app';
import { PERSISTED_SLICES, serializePersistedSlice } from '../state/persisted-slices';
import type { RootState } from '../state/store-types';
import type { ShopStore } from './store';

type Persistence = typeof import('./persistence');

export interface SessionPersistenceOptions {
  /** The dynamic import of src/app/persistence.ts (tests replace it). */
  load?: () => Promise<Persistence>;
  /** The window: where 'online', 'pagehide' and 'visibilitychange' are reported (tests pass their own). */
  page?: EventTarget;
  /** How long a restore that could not be loaded waits before it tries again, unless the browser comes online first. */
  retryAfterMs?: number;
}

const persistedSlices = (state: RootState) => PERSISTED_SLICES.map((key) => state[key]);

async function hasStoredState(storage: Storage) {
  const values = await Promise.all(PERSISTED_SLICES.map((key) => Promise.resolve(storage.getItem(key)).catch(() => null)));
  return values.some((value) => value !== null && value !== undefined);
}

/** Waits for 'online' or `ms`, whichever comes first. */
const onlineOrAfter = (page: EventTarget, ms: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      page.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    page.addEventListener('online', done);
  });

/**
 * Leaving the page (a reload, another address, the tab closed or sent to the background) writes the
 * persisted slices at once, in redux-persist's format: redux-persist itself writes a moment after
 * each change (a key per timer tick) and, on a first visit, only once its code has arrived, which on
 * a slow line can take longer than a shopper takes to reload. Called once the store holds the
 * session's state (restored, or changed on a first visit), never before: it would overwrite what a
 * restore has yet to read. The writes are synchronous (sessionStorage; redux-persist's web storage
 * writes in its promise's executor, before the promise is returned), so they are done before the page goes.
 */
function writeWhenLeaving(store: ShopStore, storage: Storage, page: EventTarget) {
  const write = () => {
    const state = store.getState();
    for (const key of PERSISTED_SLICES) void storage.setItem(key, serializePersistedSlice(state[key]));
  };
  page.addEventListener('pagehide', write);
  // Fired at the document, it reaches the window too (and a tab sent away may never see 'pagehide').
  page.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') write();
  });
}

const reportLoadFailure = (error: unknown) =>
  console.error('Der Code zum Speichern der Sitzung konnte nicht geladen werden; neuer Versuch beim nächsten Anlass', error);

/**
 * Starts the store's persistence (see above). Resolves once the store holds what there is to
 * restore and appRehydrated is dispatched: the app may hydrate or render then.
 */
export async function startSessionPersistence(store: ShopStore, storage: Storage, options: SessionPersistenceOptions = {}): Promise<void> {
  const load = options.load ?? (() => import('./persistence'));
  const page = options.page ?? window;
  if (await hasStoredState(storage)) {
    // What the shopper had is needed before anything renders: wait for the code, whatever it takes.
    for (;;) {
      try {
        const persistence = await load();
        await new Promise<void>((resolve) => persistence.persistShopStore(store, storage, resolve));
        writeWhenLeaving(store, storage, page);
        break;
      } catch (error) {
        reportLoadFailure(error);
        await onlineOrAfter(page, options.retryAfterMs ?? 5_000);
      }
    }
    store.dispatch(appRehydrated());
    return;
  }
  // Watched from before appRehydrated: a saga it starts may change a persisted slice at once.
  persistOnFirstChange(store, storage, load, page);
  store.dispatch(appRehydrated());
}

/** Loads the persistence with the first change of a persisted slice (by reference), and again after a failure. */
function persistOnFirstChange(store: ShopStore, storage: Storage, load: () => Promise<Persistence>, page: EventTarget) {
  let seen = persistedSlices(store.getState());
  let loading = false;
  let writesWhenLeaving = false;
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
      page.addEventListener('online', onOnline);
    }
  };
  const onOnline = () => {
    page.removeEventListener('online', onOnline);
    void attempt();
  };
  const unsubscribe = store.subscribe(() => {
    const now = persistedSlices(store.getState());
    if (!now.some((slice, index) => slice !== seen[index])) return;
    seen = now;
    if (!writesWhenLeaving) {
      writesWhenLeaving = true;
      writeWhenLeaving(store, storage, page);
    }
    void attempt();
  });
  const stop = () => {
    unsubscribe();
    page.removeEventListener('online', onOnline);
  };
}
