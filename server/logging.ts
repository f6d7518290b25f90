import pino, { type DestinationStream, type Logger } from 'pino';

/** Headers that carry a credential; never written to a log. */
export const LOG_REDACTIONS = ['req.headers.authorization', 'req.headers.cookie', 'req.headers["idempotency-key"]'];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

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

/** The server's pino logger: structured JSON, credentials redacted, ids masked in URLs. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: LOG_REDACTIONS,
      serializers: {
        req: (request: LoggedRequest) => ({ method: request.method, url: maskIds(request.url), remoteAddress: request.ip }),
      },
    },
    destination,
  );
}
