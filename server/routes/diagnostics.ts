import { Type } from '@sinclair/typebox';
import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyPluginAsync } from 'fastify';
import secureJson from 'secure-json-parse';
import { malformedRequest } from '../errors';
import { jsonDepthExceeds } from '../plugins/json-body';
import type { AppDeps } from '../deps';
import { idempotencyHeaders } from '../http-schemas';
import { describe } from '../schemas/answers';
import { DIAGNOSTIC_REPORT_DAYS, insertDiagnosticReport, REFERENCE_PATTERN } from '../db/diagnostic-reports';
import { validIdempotencyKey } from '../db/idempotency';
import { EVENT_LOG_BOUNDS, EVENT_LOG_FORMAT } from '../../src/domain/event-log';
import { DIAGNOSTIC_CONTEXTS } from '../../src/domain/diagnostics';

/** The log's text at its bounds (characters), with room for its masks' UTF-8 bytes and the JSON escaping around it. */
export const MAX_LOG_LENGTH = EVENT_LOG_BOUNDS.bytes + 64 * 1024;
export const DIAGNOSTICS_BODY_LIMIT = 4 * MAX_LOG_LENGTH;
/** A state nests deeper than a request body may (form schemas inside a marker inside the log). */
const MAX_LOG_DEPTH = 64;
/** Open to anyone (an error page may come without a session): throttled per client address. */
export const DIAGNOSTICS_PER_TEN_MINUTES = 10;

const LoggedAction = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: 200 }),
    payload: Type.Optional(Type.Unknown()),
    meta: Type.Optional(Type.Unknown()),
    error: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);

/** src/domain/event-log.ts's EventLogDocument, as the browser's event log exports it. */
const EventLog = Type.Object(
  {
    format: Type.Literal(EVENT_LOG_FORMAT),
    startedAt: Type.Integer({ minimum: 0 }),
    dropped: Type.Integer({ minimum: 0 }),
    snapshot: Type.Object({}, { additionalProperties: true }),
    entries: Type.Array(
      Type.Object({ at: Type.Integer({ minimum: 0 }), action: LoggedAction }, { additionalProperties: false }),
      { maxItems: EVENT_LOG_BOUNDS.entries },
    ),
  },
  { additionalProperties: false },
);

const ReportBody = Type.Object(
  {
    context: Type.Union(
      DIAGNOSTIC_CONTEXTS.map((context) => Type.Literal(context)),
      { description: "Where 'Problem melden' was pressed." },
    ),
    path: Type.String({ pattern: '^/', maxLength: 2048 }),
    log: Type.String({
      maxLength: MAX_LOG_LENGTH,
      description: `An EventLogDocument (format ${EVENT_LOG_FORMAT}) as JSON text: a state nests deeper than the API's bodies may.`,
    }),
  },
  { additionalProperties: false },
);

const Reference = Type.Object(
  { reference: Type.String({ pattern: REFERENCE_PATTERN, examples: ['PM-7K3Q-X9'] }) },
  { additionalProperties: false },
);

/**
 * 'Problem melden': stores a shopper's masked event log for the developers, who read it with
 * `npm run diagnostics -- <reference>` (scripts/diagnostics.ts). There is no HTTP route to read
 * a report: only whoever can reach the database (or the data folder) can.
 */
let validLog: ValidateFunction | undefined;
/** The log's schema, compiled with the first report rather than at every start. */
const isValidLog = (log: unknown) => (validLog ??= new Ajv({ strict: false }).compile(EventLog))(log);

/** The log's text as the document it must be; anything else is refused with a German message. */
function parseLog(text: string): unknown {
  const refused = () => malformedRequest('Das Ereignisprotokoll ist ungültig.');
  // NUL cannot be stored in PostgreSQL's jsonb; the depth is checked on the text before anything recursive sees it.
  if (text.includes('\\u0000') || jsonDepthExceeds(text, MAX_LOG_DEPTH)) throw refused();
  let log: unknown;
  try {
    log = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw refused();
  }
  if (!isValidLog(log)) throw refused();
  return log;
}

export const diagnosticsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, now }) => {
  app.post<{ Body: { context: string; path: string; log: string } }>(
    '/diagnostics',
    {
      bodyLimit: DIAGNOSTICS_BODY_LIMIT,
      schema: {
        headers: idempotencyHeaders(false),
        body: ReportBody,
        ...describe(
          {
            operationId: 'reportProblem',
            summary: "Send a masked event log ('Problem melden')",
            description: `Stores the log for ${DIAGNOSTIC_REPORT_DAYS} days and answers a short reference to quote on the phone. Once per Idempotency-Key.`,
            tags: ['Diagnostics'],
          },
          { 201: Reference },
          413,
          422,
          429,
        ),
      },
      config: { rateLimit: { max: DIAGNOSTICS_PER_TEN_MINUTES, timeWindow: '10 minutes' } },
    },
    async (request, reply) => {
      const { context, path } = request.body;
      const log = parseLog(request.body.log);
      const reference = await insertDiagnosticReport(
        db,
        {
          idempotencyKey: validIdempotencyKey(request.headers['idempotency-key']),
          context,
          path: path.split(/[?#]/)[0] ?? '',
          log,
        },
        now(),
      );
      // The reference only: what the log holds stays out of the server's log.
      request.log.info({ reference, context }, 'diagnostic report received');
      return reply.code(201).header('Cache-Control', 'no-store').send({ reference });
    },
  );
};
