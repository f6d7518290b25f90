import { createSlice } from '@reduxjs/toolkit';

export interface SessionState {
  /** Spec §4: a loading flag is set while the session is checked. Never persisted. */
  loading: boolean;
}

const initialState: SessionState = { loading: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    checkStarted: (state) => {
      state.loading = true;
    },
    checkFinished: (state) => {
      state.loading = false;
    },
    /** Spec §8 "403": the session expired on the server. */
    expired: (state) => state,
  },
});

export const sessionActions = sessionSlice.actions;
