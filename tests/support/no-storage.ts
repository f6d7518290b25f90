import type { Storage } from 'redux-persist';

/** A sessionStorage for redux-persist that keeps nothing: every read finds nothing saved. */
export const noStorage: Storage = {
  getItem: () => Promise.resolve(null),
  setItem: () => Promise.resolve(),
  removeItem: () => Promise.resolve(),
};
