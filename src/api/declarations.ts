import { request } from './client';
import type { DeclarationConfirmation, DeclarationInput, DeclarationKind } from '../domain/declarations';

/** Server paths per kind (server/routes/declarations.ts). */
const PATHS: Record<DeclarationKind, string> = { cancellation: '/cancellations', withdrawal: '/withdrawals' };

export const fileDeclaration = (kind: DeclarationKind, declaration: DeclarationInput) =>
  request<DeclarationConfirmation>({ method: 'POST', url: PATHS[kind], data: declaration, skipAuth: true });

/** Where the customer saves the confirmation: a plain link the browser downloads. */
export const confirmationDownloadUrl = (confirmation: DeclarationConfirmation, format: 'pdf' | 'html') => {
  const base = typeof __API_BASE_URL__ === 'string' ? __API_BASE_URL__ : '/api';
  return `${base}${PATHS[confirmation.kind]}/${confirmation.id}/${confirmation.receipt}/confirmation.${format}`;
};
