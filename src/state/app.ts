import { createAction, createSlice } from '@reduxjs/toolkit';

/** Dispatched once every persisted slice is read back; sagas that read persisted state wait for it. */
export const appRehydrated = createAction('app/rehydrated');

export interface AppState {
  /**
   * The page is interactive (hydrated, sagas running; src/ready-signal.ts). Work that no first
   * paint or first tap needs waits for it. A flag, not only an action: a saga that starts or
   * restarts later still sees it.
   */
  ready: boolean;
}

const initialState: AppState = { ready: false };

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    ready: (state) => {
      state.ready = true;
    },
  },
});

/** Dispatched with the page's ready signal. */
export const appReady = appSlice.actions.ready;

export const selectAppReady = (state: { app: AppState }) => state.app.ready;
