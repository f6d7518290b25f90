import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DIAGNOSTIC_REPORT_KIND } from '../domain/diagnostics';
import { outboxActions } from './outbox';

/** 'Problem melden': the shopper's last report, as the outbox sends it. Not persisted. */
export interface DiagnosticsState {
  /** queued: in the outbox (offline it waits there); sent: the server answered a reference. */
  status: 'idle' | 'queued' | 'sent' | 'failed';
  /** The outbox entry (its Idempotency-Key). */
  id: string | null;
  reference: string | null;
  message: string | null;
}

const initialState: DiagnosticsState = { status: 'idle', id: null, reference: null, message: null };

const isReport = (kind: string) => kind === DIAGNOSTIC_REPORT_KIND;

export const diagnosticsSlice = createSlice({
  name: 'diagnostics',
  initialState,
  reducers: {
    dismissed: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(outboxActions.enqueued, (state, action) => {
        if (isReport(action.payload.kind)) return { status: 'queued', id: action.payload.id, reference: null, message: null };
        return state;
      })
      .addCase(outboxActions.entrySucceeded, (state, action: PayloadAction<{ id: string; kind: string; data: unknown }>) => {
        if (!isReport(action.payload.kind) || action.payload.id !== state.id) return;
        const { reference } = (action.payload.data ?? {}) as { reference?: unknown };
        state.status = 'sent';
        state.reference = typeof reference === 'string' ? reference : null;
      })
      .addCase(outboxActions.entryFailed, (state, action) => {
        if (!isReport(action.payload.kind) || action.payload.id !== state.id) return;
        state.status = 'failed';
        state.message = action.payload.error.message;
      });
  },
});

export const diagnosticsActions = diagnosticsSlice.actions;

export const selectDiagnostics = (state: { diagnostics: DiagnosticsState }) => state.diagnostics;
