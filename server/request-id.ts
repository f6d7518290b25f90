import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What a caller's id may look like to be kept: a proxy's or client's UUID, trace id or similar.
 * Anything else (too long, spaces, control characters) could forge or break log lines, so it is replaced.
 */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId: the caller's valid X-Request-Id, otherwise a random UUID unique across processes. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
