import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  DeclarationConfirmation,
  DeclarationInput,
  DeclarationKind,
  FieldErrors,
} from '../domain/declarations';

/** One cancellation or withdrawal being filed; nothing of it is persisted (it holds personal data). */
export interface DeclarationFiling {
  status: 'idle' | 'submitting' | 'submitted' | 'failed';
  confirmation: DeclarationConfirmation | null;
  fieldErrors: FieldErrors;
  /** A message for failures that belong to no field (network, rate limit). */
  message: string | null;
}

export type DeclarationsState = Record<DeclarationKind, DeclarationFiling>;

const idle: DeclarationFiling = { status: 'idle', confirmation: null, fieldErrors: {}, message: null };

export const declarationsSlice = createSlice({
  name: 'declarations',
  initialState: { cancellation: idle, withdrawal: idle } as DeclarationsState,
  reducers: {
    submitRequested: (state, action: PayloadAction<{ kind: DeclarationKind; declaration: DeclarationInput }>) => {
      state[action.payload.kind] = { ...idle, status: 'submitting' };
    },
    submitted: (state, action: PayloadAction<DeclarationConfirmation>) => {
      state[action.payload.kind] = { ...idle, status: 'submitted', confirmation: action.payload };
    },
    submitFailed: (
      state,
      action: PayloadAction<{ kind: DeclarationKind; fieldErrors?: FieldErrors; message?: string }>,
    ) => {
      const { kind, fieldErrors, message } = action.payload;
      state[kind] = { ...idle, status: 'failed', fieldErrors: fieldErrors ?? {}, message: message ?? null };
    },
    /** The customer edits the form again or starts a new declaration. */
    reset: (state, action: PayloadAction<DeclarationKind>) => {
      state[action.payload] = idle;
    },
  },
});

export const declarationsActions = declarationsSlice.actions;
