import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { queueEvent, type AnalyticsEvent, type ConsentStatus } from '../domain/analytics';

export interface ConsentState {
  /** null until the shopper chose (or the `cookie_consent_status` cookie told us). */
  status: ConsentStatus | null;
  /** Page views and measurements made before the choice (spec §4 "Analytics"); never persisted. */
  queued: AnalyticsEvent[];
  /** The banner was asked for again from the footer: it takes focus, and gives it back there after the choice. */
  reopened?: boolean;
}

const initialState: ConsentState = { status: null, queued: [] };

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    /** The shopper's choice in the banner. */
    chosen: (state, action: PayloadAction<ConsentStatus>) => {
      state.status = action.payload;
      delete state.reopened;
    },
    /** 'Cookie-Einstellungen' in the footer: the banner asks again; the cookie stays until the new choice. */
    reopened: (state) => {
      state.status = null;
      state.reopened = true;
    },
    /** The choice of an earlier visit, read from the cookie. */
    restored: (state, action: PayloadAction<ConsentStatus>) => {
      state.status = action.payload;
    },
    eventQueued: (state, action: PayloadAction<AnalyticsEvent>) => {
      state.queued = queueEvent(state.queued, action.payload);
    },
    queueFlushed: (state) => {
      state.queued = [];
    },
  },
});

export const consentActions = consentSlice.actions;

type WithConsent = { consent: ConsentState };
export const selectConsentStatus = (state: WithConsent) => state.consent.status;
export const selectConsentReopened = (state: WithConsent) => state.consent.reopened === true;
export const selectQueuedEvents = (state: WithConsent) => state.consent.queued;
