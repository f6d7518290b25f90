import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import { newIdempotencyKey as newKey } from './idempotency-key';
import type { FormSchema } from '../domain/form-schema';
import { appRehydrated } from './app';

/** Spec §4 "Checkout form": the active step index is never below 0. */
const clampStepIndex = (index: number) => (Number.isFinite(index) ? Math.max(0, Math.trunc(index)) : 0);

/** Equal answers of the API (JSON, its keys in the server's order). */
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Checkout form state (spec §4 "Checkout form"), kept in sessionStorage under `form`. */
export interface FormState {
  /** Never below 0 (spec §4). */
  activeStep: number;
  /** The entered values per step, nested by dataset (customer.address.city …). */
  values: Record<string, Record<string, unknown>>;
  schemas: Record<string, FormSchema>;
  /** Field messages of the server's last ValidationException per step, by dotted path. */
  serverErrors: Record<string, Record<string, string>>;
  /** Transient, reset after a reload. */
  loadingStep: string | null;
  /** Steps whose schema could not be fetched (retries spent): asked for again only by the shopper. Transient. */
  failedSchemas: string[];
  savingStep: string | null;
}

const initialState: FormState = {
  activeStep: 0,
  values: {},
  schemas: {},
  serverErrors: {},
  loadingStep: null,
  savingStep: null,
  failedSchemas: [],
};

export const formSlice = createSlice({
  name: 'form',
  initialState,
  reducers: {
    reset: () => initialState,
    stepActivated: (state, action: PayloadAction<number>) => {
      state.activeStep = clampStepIndex(action.payload);
    },
    schemaRequested: (state, action: PayloadAction<string>) => {
      state.loadingStep = action.payload;
      state.failedSchemas = state.failedSchemas.filter((step) => step !== action.payload);
    },
    schemaLoaded: (state, action: PayloadAction<{ step: string; schema: FormSchema }>) => {
      const kept = state.schemas[action.payload.step];
      // The same schema again (a step asks for it on every visit) keeps the kept object: the form
      // shown from it is not worked out and rendered anew.
      if (!kept || !sameJson(original(kept), action.payload.schema))
        state.schemas[action.payload.step] = action.payload.schema;
      state.loadingStep = null;
    },
    schemaFailed: (state, action: PayloadAction<string>) => {
      state.loadingStep = null;
      if (!state.failedSchemas.includes(action.payload)) state.failedSchemas.push(action.payload);
    },
    valuesChanged: (state, action: PayloadAction<{ step: string; values: Record<string, unknown> }>) => {
      state.values[action.payload.step] = action.payload.values;
    },
    saveRequested: {
      reducer: (
        state,
        action: PayloadAction<{ step: string; values: Record<string, unknown>; idempotencyKey: string }>,
      ) => {
        state.savingStep = action.payload.step;
        state.values[action.payload.step] = action.payload.values;
        delete state.serverErrors[action.payload.step];
      },
      prepare: (step: string, values: Record<string, unknown>) => ({
        payload: { step, values, idempotencyKey: newKey() },
      }),
    },
    saveSucceeded: (state) => {
      state.savingStep = null;
    },
    saveFailed: (state, action: PayloadAction<{ step: string; fields?: Record<string, string> }>) => {
      state.savingStep = null;
      if (action.payload.fields) state.serverErrors[action.payload.step] = action.payload.fields;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(appRehydrated, (state) => {
      state.loadingStep = null;
      state.savingStep = null;
      // Kept as it is when empty: a first visit changes no persisted slice at start (src/app/session-persistence.ts).
      if (state.failedSchemas.length > 0) state.failedSchemas = [];
    });
  },
});

export const formActions = formSlice.actions;
