import { call, put, takeLeading } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { DeclarationConfirmation, DeclarationInput, DeclarationKind } from '../src/domain/declarations';
import { FILING_FAILED } from '../src/domain/declaration-filing';
import { confirmationDownloadUrl, fileDeclaration } from '../src/api/declarations';
import { declarationsActions, declarationsSlice } from '../src/state/declarations';
import { callApi, PUBLIC_WRITE } from './api-call';
import type { FeatureModule } from '../src/state/feature-loading';

type SubmitAction = PayloadAction<{ kind: DeclarationKind; declaration: DeclarationInput }>;

function* onSubmitRequested(action: SubmitAction): Generator {
  const { kind, declaration } = action.payload;
  // Filing is not idempotent on the server: one attempt, never a retry that could file twice.
  const result = yield* call(callApi<DeclarationConfirmation>, PUBLIC_WRITE, fileDeclaration, kind, declaration);
  if (result.ok) {
    const confirmation = result.data;
    const downloads = {
      pdf: confirmationDownloadUrl(confirmation, 'pdf'),
      html: confirmationDownloadUrl(confirmation, 'html'),
    };
    yield* put(declarationsActions.submitted({ confirmation, downloads }));
    return;
  }
  const { fields, message } = result.error;
  yield* put(
    declarationsActions.submitFailed({
      kind,
      fieldErrors: fields,
      message: fields ? undefined : message || FILING_FAILED,
    }),
  );
}

/** takeLeading: a second press of the button while the first filing runs files nothing twice. */
export function* declarationsSaga(): Generator {
  yield* takeLeading(declarationsActions.submitRequested.type, onSubmitRequested);
}

/** Loaded with the first filing (src/app/features.ts). */
export const DECLARATIONS_FEATURE: FeatureModule = { slices: [declarationsSlice], sagas: [declarationsSaga] };
