import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { queuePageView, type ConsentStatus, type PageViewEvent } from '../domain/analytics';

export interface ConsentState {
  /** null until the shopper chose (or the `cookie_consent_status` cookie told us). */
  status: ConsentStatus | null;
  /** Page views seen before the choice (spec §4 "Analytics"); never persisted. */
  queued: PageViewEvent[];
}

const initialState: ConsentState = { status: null, queued: [] };

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    /** The shopper's choice in the banner. */
    chosen: (state, action: PayloadAction<ConsentStatus>) => {
      state.status = action.payload;
    },
    /** The choice of an earlier visit, read from the cookie. */
    restored: (state, action: PayloadAction<ConsentStatus>) => {
      state.status = action.payload;
    },
    pageViewQueued: (state, action: PayloadAction<PageViewEvent>) => {
      state.queued = queuePageView(state.queued, action.payload);
    },
    queueFlushed: (state) => {
      state.queued = [];
    },
  },
});

export const consentActions = consentSlice.actions;
