/**
 * The slices kept in the tab's sessionStorage, each under its own key without prefix (spec §3:
 * `form`, `availability`, `order`, plus `cart` and the outbox). The module that persists them
 * (src/app/persistence.ts, with redux-persist) loads when first needed; this list is all the
 * first load knows of it.
 */
export const PERSISTED_SLICES = ['cart', 'availability', 'form', 'order', 'outbox'] as const;

/** Bump with a migration (src/app/persistence.ts) whenever a persisted slice changes shape. */
export const PERSIST_VERSION = 1;

/**
 * A persisted slice as redux-persist stores it under its key (its default serializer, no
 * transforms): each field JSON-encoded on its own inside a JSON object, with the version it was
 * written by. For the one write the first load makes itself: when the page is left before
 * redux-persist arrived (src/app/session-persistence.ts). tests/unit/app/store.test.ts restores it
 * with redux-persist, so a change of the format shows there.
 */
export function serializePersistedSlice(slice: object): string {
  const fields = Object.entries({ ...slice, _persist: { version: PERSIST_VERSION, rehydrated: true } }).map(([field, value]) => [field, JSON.stringify(value)]);
  return JSON.stringify(Object.fromEntries(fields));
}

/**
 * redux-persist's own actions (its FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER): they carry
 * functions, so the serializability check (development only) leaves them alone. Spelled out here,
 * so that the store does not import redux-persist (tests/unit/app/store.test.ts compares them).
 */
export const PERSIST_ACTION_TYPES = ['persist/FLUSH', 'persist/REHYDRATE', 'persist/PAUSE', 'persist/PERSIST', 'persist/PURGE', 'persist/REGISTER'];
