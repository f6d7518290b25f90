/**
 * The slices kept in the tab's sessionStorage, each under its own key without prefix (spec §3:
 * `form`, `availability`, `order`, plus `cart` and the outbox). The module that persists them
 * (src/app/persistence.ts, with redux-persist) loads when first needed; this list is all the
 * first load knows of it.
 */
export const PERSISTED_SLICES = ['cart', 'availability', 'form', 'order', 'outbox'] as const;

/**
 * redux-persist's own actions (its FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER): they carry
 * functions, so the serializability check (development only) leaves them alone. Spelled out here,
 * so that the store does not import redux-persist (tests/unit/app/store.test.ts compares them).
 */
export const PERSIST_ACTION_TYPES = ['persist/FLUSH', 'persist/REHYDRATE', 'persist/PAUSE', 'persist/PERSIST', 'persist/PURGE', 'persist/REGISTER'];
