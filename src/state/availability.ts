import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Address } from '../domain/address';
import type { SuggestionQuery, Suggestions } from '../domain/address-suggestions';
import type { AvailabilityResult } from '../domain/availability';
import type { FormSchema } from '../domain/form-schema';
import { appRehydrated } from './app';

/** Spec §3 "Availability result", kept in sessionStorage under `availability`. */
export interface AvailabilityState {
  /** The AVAILABILITY_CHECK form as the server described it. */
  schema: FormSchema | null;
  /** Transient, reset after a reload (loading flags are never kept). */
  loading: 'idle' | 'schema' | 'check';
  /** The last schema fetch failed (retries spent): nothing asks again until the shopper does. */
  schemaError: boolean;
  /** The address as the shopper last sent it. */
  address: Address | null;
  result: AvailabilityResult | null;
  /** The spec §8 text of the last failed check. */
  error: string | null;
  /** Transient: the address book's suggestions for the field being typed. */
  suggestions?: Suggestions | null;
}

const initialState: AvailabilityState = {
  schema: null,
  loading: 'idle',
  schemaError: false,
  address: null,
  result: null,
  error: null,
};

export const availabilitySlice = createSlice({
  name: 'availability',
  initialState,
  reducers: {
    schemaRequested: (state) => {
      state.loading = 'schema';
      state.schemaError = false;
    },
    schemaLoaded: (state, action: PayloadAction<FormSchema>) => {
      state.schema = action.payload;
      state.loading = 'idle';
    },
    schemaFailed: (state) => {
      state.loading = 'idle';
      state.schemaError = true;
    },
    checkRequested: (state, action: PayloadAction<Address>) => {
      state.loading = 'check';
      state.address = action.payload;
      state.error = null;
    },
    checked: (state, action: PayloadAction<AvailabilityResult>) => {
      state.loading = 'idle';
      state.result = action.payload;
    },
    checkFailed: (state, action: PayloadAction<string>) => {
      state.loading = 'idle';
      state.result = null;
      state.error = action.payload;
    },
    /** Typing in a suggesting field; null when it is too early to ask (sagas/address-suggestions.ts). */
    suggestionsRequested: (_state, _action: PayloadAction<SuggestionQuery | null>) => {},
    suggestionsLoaded: (state, action: PayloadAction<Suggestions>) => {
      state.suggestions = action.payload;
    },
    suggestionsCleared: (state) => {
      state.suggestions = null;
    },
    /** 'Adresse ändern': the original form again, no result. */
    reset: (state) => ({ ...initialState, schema: state.schema }),
  },
  extraReducers: (builder) => {
    builder.addCase(appRehydrated, (state) => {
      state.loading = 'idle';
      state.schemaError = false;
      // Only where there are some: a first visit changes no persisted slice at start (src/app/session-persistence.ts).
      if (state.suggestions) state.suggestions = null;
    });
  },
});

export const availabilityActions = availabilitySlice.actions;

type WithAvailability = { availability: AvailabilityState };
export const selectAvailability = (state: WithAvailability) => state.availability;
export const selectAvailabilityResult = (state: WithAvailability) => state.availability.result;
export const selectAddressSuggestions = (state: WithAvailability) => state.availability.suggestions;
