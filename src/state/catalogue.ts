import { createSlice, freeze, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiError } from '../domain/api-error';
import { resourceKey, type CatalogueResource, type ResourceData } from '../domain/catalogue-resources';

export interface Loadable<T> {
  status: 'loading' | 'loaded' | 'failed';
  data?: T;
  error?: ApiError;
}

export interface CatalogueState {
  /** Answers by resourceKey(); the catalogue changes only with a deployment, so they are kept. */
  entries: Record<string, Loadable<unknown>>;
}

const initialState: CatalogueState = { entries: {} };

/**
 * A loaded answer is never changed, only replaced: frozen at its top, immer takes it as it is
 * instead of walking (and freezing) every object of a whole catalogue list on each dispatch that
 * stores one (immer's advice for large data; the main thread at the start).
 */
const loaded = (data: unknown): Loadable<unknown> => freeze({ status: 'loaded', data });

export const catalogueSlice = createSlice({
  name: 'catalogue',
  initialState,
  reducers: {
    resourceRequested: (state, action: PayloadAction<CatalogueResource>) => {
      const key = resourceKey(action.payload);
      const entry = state.entries[key];
      if (!entry || entry.status === 'failed') state.entries[key] = { status: 'loading' };
    },
    resourceLoaded: (state, action: PayloadAction<{ key: string; data: unknown }>) => {
      state.entries[action.payload.key] = loaded(action.payload.data);
    },
    /**
     * The answers a server-rendered page came with, kept as the very objects the server's state holds:
     * the components hydrated from that state then select the same values from the store and do not
     * render again once hydrated (no long task after hydration).
     */
    serverEntriesRestored: (state, action: PayloadAction<CatalogueState['entries']>) => {
      for (const [key, entry] of Object.entries(action.payload))
        if (entry.status === 'loaded') state.entries[key] = freeze(entry);
    },
    resourceFailed: (state, action: PayloadAction<{ key: string; error: ApiError }>) => {
      state.entries[action.payload.key] = { status: 'failed', error: action.payload.error };
    },
  },
});

export const catalogueActions = catalogueSlice.actions;

export const selectResource =
  <R extends CatalogueResource>(resource: R) =>
  (state: { catalogue: CatalogueState }): Loadable<ResourceData[R['kind']]> | undefined =>
    state.catalogue.entries[resourceKey(resource)] as Loadable<ResourceData[R['kind']]> | undefined;

export const selectCatalogueEntries = (state: { catalogue: CatalogueState }) => state.catalogue.entries;
