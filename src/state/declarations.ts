import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DeclarationConfirmation, DeclarationInput, DeclarationKind, FieldErrors } from '../domain/declarations';

/** One cancellation or withdrawal being filed; nothing of it is persisted (it holds personal data). */
export interface DeclarationFiling {
  status: 'idle' | 'submitting' | 'submitted' | 'failed';
  confirmation: DeclarationConfirmation | null;
  /** Where the customer saves the confirmation (plain links the browser downloads). */
  downloads: ConfirmationDownloads | null;
  fieldErrors: FieldErrors;
  /** A message for failures that belong to no field (network, rate limit). */
  message: string | null;
}

/** The confirmation as a PDF and as a web page. */
export interface ConfirmationDownloads {
  pdf: string;
  html: string;
}

export type DeclarationsState = Record<DeclarationKind, DeclarationFiling>;

const idle: DeclarationFiling = { status: 'idle', confirmation: null, downloads: null, fieldErrors: {}, message: null };

const initialState: DeclarationsState = { cancellation: idle, withdrawal: idle };

export const declarationsSlice = createSlice({
  name: 'declarations',
  initialState,
  reducers: {
    submitRequested: (state, action: PayloadAction<{ kind: DeclarationKind; declaration: DeclarationInput }>) => {
      state[action.payload.kind] = { ...idle, status: 'submitting' };
    },
    submitted: (
      state,
      action: PayloadAction<{ confirmation: DeclarationConfirmation; downloads: ConfirmationDownloads }>,
    ) => {
      const { confirmation, downloads } = action.payload;
      state[confirmation.kind] = { ...idle, status: 'submitted', confirmation, downloads };
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

/** The slice comes with the declarations' feature module: before that, nothing is filed. */
export const selectDeclarationFiling = (kind: DeclarationKind) => (state: { declarations?: DeclarationsState }) =>
  (state.declarations ?? declarationsSlice.getInitialState())[kind];
