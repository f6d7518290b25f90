import { call, put, takeLeading } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { DeclarationConfirmation, DeclarationInput, DeclarationKind } from '../src/domain/declarations';
import { FILING_FAILED } from '../src/domain/declaration-filing';
import { confirmationDownloadUrl, fileDeclaration } from '../src/api/declarations';
import { declarationsActions } from '../src/state/declarations';
import { callApi, PUBLIC_WRITE } from './api-call';
import type { TriggerChannels } from './on-demand';
import type { DECLARATIONS_TRIGGERS } from './triggers';

type SubmitAction = PayloadAction<{ kind: DeclarationKind; declaration: DeclarationInput }>;

function* onSubmitRequested(action: SubmitAction): Generator {
  const { kind, declaration } = action.payload;
  // Filing is not idempotent on the server: one attempt, never a retry that could file twice.
  const result = yield* call(callApi<DeclarationConfirmation>, PUBLIC_WRITE, fileDeclaration, kind, declaration);
  if (result.ok) {
    const confirmation = result.data;
    const downloads = { pdf: confirmationDownloadUrl(confirmation, 'pdf'), html: confirmationDownloadUrl(confirmation, 'html') };
    yield* put(declarationsActions.submitted({ confirmation, downloads }));
    return;
  }
  const { fields, message } = result.error;
  yield* put(declarationsActions.submitFailed({ kind, fieldErrors: fields, message: fields ? undefined : message || FILING_FAILED }));
}

/**
 * takeLeading: a second press of the button while the first filing runs files nothing twice (the
 * trigger channel, like the store, drops what comes while nobody waits). Loaded with the first filing.
 */
export function* declarationsSaga(triggers: TriggerChannels<typeof DECLARATIONS_TRIGGERS>): Generator {
  yield* takeLeading(triggers.submitRequested, onSubmitRequested);
}
