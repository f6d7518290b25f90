import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  /** Spec §4: a loading flag is set while the session is checked. Never persisted. */
  loading: boolean;
  /** No session could be made because the server gave no usable answer (retries spent). Transient. */
  unreachable: boolean;
}

const initialState: SessionState = { loading: false, unreachable: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    checkStarted: (state) => {
      state.loading = true;
      state.unreachable = false;
    },
    /** Every try of the session request went unanswered (or 5xx): the shopper may try again. */
    unreachable: (state) => {
      state.unreachable = true;
    },
    /** The shopper's 'Erneut versuchen' after `unreachable`. */
    retryRequested: (state) => {
      state.unreachable = false;
    },
    checkFinished: (state) => {
      state.loading = false;
    },
    /** Spec §8 "403": the session expired on the server. */
    expired: (state) => state,
    /** A product call answered 401 for this token (unknown to the server, e.g. after a data reset). */
    tokenRejected: (state, _action: PayloadAction<string | undefined>) => state,
    /** The answer to `tokenRejected`: whether a usable token exists again. */
    renewalFinished: (state, _action: PayloadAction<boolean>) => state,
  },
});

export const sessionActions = sessionSlice.actions;

export const selectSessionUnreachable = (state: { session: SessionState }) => state.session.unreachable;
