import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
export interface ConnectivityState {
  /** False as soon as the browser says offline; true again only once the server answered. */
  online: boolean;
  /**
   * Attempts in a row that got no answer from the server while the browser was online (a write of
   * the outbox or a health probe); 0 while the server answers. The shopper is told.
   */
  failedServerAttempts: number;
  /** A read or the session request waits for its next try (src/domain/read-retry.ts): the shopper is told. */
  readRetry: { attempt: number; of: number } | null;
}

const initialState: ConnectivityState = { online: true, failedServerAttempts: 0, readRetry: null };

export const connectivitySlice = createSlice({
  name: 'connectivity',
  initialState,
  reducers: {
    wentOffline: (state) => {
      state.online = false;
      state.failedServerAttempts = 0;
    },
    /** The browser says online; believed only after `onlineConfirmed`. */
    onlineReported: (state) => state,
    onlineConfirmed: (state) => {
      state.online = true;
      state.failedServerAttempts = 0;
    },
    /** Online, but the server gave no answer: a waiting write, or a probe of it. */
    serverAttemptFailed: (state) => {
      state.failedServerAttempts += 1;
    },
    /** The server answered again (a probe or any write). */
    serverAnswered: (state) => {
      state.failedServerAttempts = 0;
    },
    /** A read got no usable answer; try `attempt` of `of` follows after a short wait. */
    readRetryScheduled: (state, action: PayloadAction<{ attempt: number; of: number }>) => {
      state.readRetry = action.payload;
    },
    /** The retried read is settled, either way. */
    readRetrySettled: (state) => {
      state.readRetry = null;
    },
  },
});

export const connectivityActions = connectivitySlice.actions;

export const selectOnline = (state: { connectivity: ConnectivityState }) => state.connectivity.online;
/** For the submit button: the order waits for the connection instead of being sent now. */
export const selectSendsWhenOnline = (state: { connectivity: ConnectivityState }) => !state.connectivity.online;
/** The browser is online, but the server has not answered the last attempt(s). */
export const selectServerUnreachable = (state: { connectivity: ConnectivityState }) =>
  state.connectivity.online && state.connectivity.failedServerAttempts > 0;
export const selectFailedServerAttempts = (state: { connectivity: ConnectivityState }) =>
  state.connectivity.failedServerAttempts;
/** The try a read is waiting for, if any. */
export const selectReadRetry = (state: { connectivity: ConnectivityState }) => state.connectivity.readRetry;
