import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { Uuid } from '../http-schemas';
import { describe, type ContentAnswer } from '../schemas/answers';
import { Confirmation } from '../../src/domain/schemas/declarations';
import type { AppDeps } from '../deps';
import { notFound, validationFailed } from '../errors';
import { findDeclaration, insertDeclaration } from '../db/declarations';
import { confirmationHtml } from '../declarations/confirmation-html';
import { confirmationPdf } from '../declarations/confirmation-pdf';
import { normaliseDeclaration, validateDeclaration, type DeclarationKind } from '../../src/domain/declarations';

/** Filing is open to anyone without login, so it is throttled per client address. */
export const DECLARATIONS_PER_MINUTE = 10;

/** URL segment per kind: POST /cancellations, GET /withdrawals/{id} … */
export const DECLARATION_PATHS: Record<DeclarationKind, string> = {
  cancellation: 'cancellations',
  withdrawal: 'withdrawals',
};

const FILE_NAMES: Record<DeclarationKind, string> = {
  cancellation: 'kuendigungsbestaetigung',
  withdrawal: 'widerrufsbestaetigung',
};

/** Every field either kind may carry (src/domain/declarations.ts); the validation decides which apply. */
const declarationBody = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(
    [
      'cancellation_type',
      'reason',
      'name',
      'address',
      'customer_number',
      'email',
      'order_number',
      'end_date_choice',
      'end_date',
    ].map((field) => [field, {}]),
  ),
} as const;

/** The declaration's id and the receipt secret its confirmation carries: the id alone reads nothing. */
const idParams = Type.Object({ id: Uuid, receipt: Uuid });
type ReceiptParams = { Params: { id: string; receipt: string } };
const NOT_FOUND = 'Diese Bestätigung wurde nicht gefunden.';

/** The operation of one of the four calls for one kind: `fileCancellation`, `getWithdrawalConfirmationPdf` … */
function operation(
  kind: DeclarationKind,
  verb: 'file' | 'get',
  what: string,
  answer: Record<number, TSchema | ContentAnswer>,
  ...errors: number[]
) {
  const name = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
  const summary =
    verb === 'file'
      ? `File a ${kind}`
      : `Read a ${kind}${what ? ` confirmation (${what.slice(-4).toUpperCase()})` : ''}`;
  return describe({ operationId: `${verb}${name}${what}`, summary, tags: ['Declarations'] }, answer, ...errors);
}

const document = (type: string, description: string) =>
  ({ content: { [type]: { schema: { type: 'string', description } } } }) satisfies ContentAnswer;

/** The same four endpoints for both kinds; only the validation rules differ (src/domain/declarations). */
function declarationRoutesFor(kind: DeclarationKind): FastifyPluginAsync<AppDeps> {
  const base = `/${DECLARATION_PATHS[kind]}`;
  return async (app, { db, now }) => {
    app.post<{ Body: Record<string, unknown> }>(
      base,
      {
        schema: { body: declarationBody, ...operation(kind, 'file', '', { 201: Confirmation }, 413, 429) },
        config: { rateLimit: { max: DECLARATIONS_PER_MINUTE, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const receivedAt = now();
        const errors = validateDeclaration(kind, request.body, receivedAt);
        if (Object.keys(errors).length) throw validationFailed(errors);
        const confirmation = await insertDeclaration(db, kind, normaliseDeclaration(kind, request.body), receivedAt);
        request.log.info({ kind }, 'declaration received');
        reply.status(201).header('Cache-Control', 'no-store');
        return confirmation;
      },
    );

    const load = async ({ id, receipt }: ReceiptParams['Params']) => {
      const confirmation = await findDeclaration(db, kind, id, receipt);
      if (!confirmation) throw notFound(NOT_FOUND);
      return confirmation;
    };

    app.get<ReceiptParams>(
      `${base}/:id/:receipt`,
      { schema: { params: idParams, ...operation(kind, 'get', '', { 200: Confirmation }, 404, 414) } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return load(request.params);
      },
    );

    app.get<ReceiptParams>(
      `${base}/:id/:receipt/confirmation.html`,
      {
        schema: {
          params: idParams,
          ...operation(
            kind,
            'get',
            'ConfirmationHtml',
            { 200: document('text/html', 'A printable confirmation page.') },
            404,
            414,
          ),
        },
      },
      async (request, reply) => {
        const html = confirmationHtml(await load(request.params));
        return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
      },
    );

    app.get<ReceiptParams>(
      `${base}/:id/:receipt/confirmation.pdf`,
      {
        schema: {
          params: idParams,
          ...operation(
            kind,
            'get',
            'ConfirmationPdf',
            { 200: document('application/pdf', 'The confirmation as PDF.') },
            404,
            414,
          ),
        },
      },
      async (request, reply) => {
        const confirmation = await load(request.params);
        const pdf = await confirmationPdf(confirmation);
        return reply
          .header('Cache-Control', 'no-store')
          .header('Content-Disposition', `attachment; filename="${FILE_NAMES[kind]}-${confirmation.id}.pdf"`)
          .type('application/pdf')
          .send(pdf);
      },
    );
  };
}

export const declarationRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(declarationRoutesFor('cancellation'), deps);
  await app.register(declarationRoutesFor('withdrawal'), deps);
};
