import pino, { type DestinationStream, type Logger } from 'pino';
import { UUID_PATTERN } from './http-schemas';
import { logSafeError } from './log-safe-error';

/**
 * Never written to a log: credentials in headers, and anything that may hold what a shopper typed
 * (bodies, SQL parameters, a database error's failing row) wherever a log call might put it.
 */
export const LOG_REDACTIONS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'body',
  '*.body',
  'params',
  '*.params',
  'parameters',
  '*.parameters',
  'detail',
  '*.detail',
  'where',
  '*.where',
  'query',
  '*.query',
];

/** The API's UUID pattern, unanchored, to find ids anywhere in a URL. */
const UUID = new RegExp(UUID_PATTERN.slice(1, -1), 'g');

/**
 * A cancellation or withdrawal confirmation is reached by its unguessable id alone, so an id in a
 * log line would hand the confirmation (name, address, e-mail) to whoever reads the logs.
 */
export const maskIds = (url: string) => url.replace(UUID, ':id');

interface LoggedRequest {
  method: string;
  url: string;
  headers?: Record<string, unknown>;
  ip?: string;
}

/** The server's pino logger: structured JSON, credentials and personal data redacted, ids masked in URLs. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: LOG_REDACTIONS, remove: true },
      serializers: {
        req: (request: LoggedRequest) => ({ method: request.method, url: maskIds(request.url), remoteAddress: request.ip }),
        err: logSafeError,
        error: logSafeError,
      },
    },
    destination,
  );
}
