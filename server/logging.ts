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

/** Log lines held back while stdout takes none; past this, lines are dropped rather than kept. */
const UNWRITTEN_LOG_LIMIT = 1024 * 1024;

/**
 * Standard output for log lines, written at once, and a line that cannot be written is given up on
 * rather than waited for. pino's default asynchronous stdout writes every line it still holds once
 * more when the process exits, retrying until it succeeds: with a reader of the pipe that went away
 * (a supervisor that sends SIGTERM and exits) that never happens, and the process never ends. Here
 * a gone reader (EPIPE) stops the logging, a full pipe (EAGAIN) keeps the lines for the next write
 * (up to a limit), and there is nothing left to write at exit. `process.stdout.fd` is what pino
 * takes by default; reading it also makes Node set the descriptor non-blocking, so a write to a
 * full pipe answers EAGAIN instead of blocking.
 */
export function standardOutput(): DestinationStream {
  const stream = pino.destination({
    dest: process.stdout.fd,
    sync: true,
    maxLength: UNWRITTEN_LOG_LIMIT,
    retryEAGAIN: () => false,
  });
  // pino's own listener handles EPIPE; this one keeps any other write error from ending the process.
  stream.on('error', () => undefined);
  return stream;
}

/** The server's pino logger: structured JSON, credentials and personal data redacted, ids masked in URLs. */
export function createLogger(level: string, destination: DestinationStream = standardOutput()): Logger {
  return pino(
    {
      level,
      redact: { paths: LOG_REDACTIONS, remove: true },
      serializers: {
        req: (request: LoggedRequest) => ({
          method: request.method,
          url: maskIds(request.url),
          remoteAddress: request.ip,
        }),
        err: logSafeError,
        error: logSafeError,
      },
    },
    destination,
  );
}
