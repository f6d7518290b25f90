import { createSlice } from '@reduxjs/toolkit';
export interface ConnectivityState {
  /** False as soon as the browser says offline; true again only once the server answered. */
  online: boolean;
}

const initialState: ConnectivityState = { online: true };

export const connectivitySlice = createSlice({
  name: 'connectivity',
  initialState,
  reducers: {
    wentOffline: (state) => {
      state.online = false;
    },
    /** The browser says online; believed only after `onlineConfirmed`. */
    onlineReported: (state) => state,
    onlineConfirmed: (state) => {
      state.online = true;
    },
  },
});

export const connectivityActions = connectivitySlice.actions;

export const selectOnline = (state: { connectivity: ConnectivityState }) => state.connectivity.online;
/** For the submit button: the order waits for the connection instead of being sent now. */
export const selectSendsWhenOnline = (state: { connectivity: ConnectivityState }) => !state.connectivity.online;
