import { call, put, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { ApiResult } from '../src/domain/api-error';
import type { DeclarationConfirmation, DeclarationInput, DeclarationKind } from '../src/domain/declarations';
import { fileDeclaration } from '../src/api/declarations';
import { declarationsActions } from '../src/state/declarations';

type SubmitAction = PayloadAction<{ kind: DeclarationKind; declaration: DeclarationInput }>;

function* onSubmitRequested(action: SubmitAction): Generator {
  const { kind, declaration } = action.payload;
  const result = (yield call(fileDeclaration, kind, declaration)) as ApiResult<DeclarationConfirmation>;
  if (result.ok) {
    yield put(declarationsActions.submitted(result.data));
    return;
  }
  const { fields, message } = result.error;
  yield put(declarationsActions.submitFailed({ kind, fieldErrors: fields, message: fields ? undefined : message }));
}

/** takeLeading: a second press of the button while the first filing runs files nothing twice. */
export function* declarationsSaga(): Generator {
  yield takeLeading(declarationsActions.submitRequested.type, onSubmitRequested);
}
