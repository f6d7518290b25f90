/**
 * The outbox's rules, each a small pure function (STYLE.md, after redux-offline's
 * retry/discard/detectNetwork defaults), so that each can be tested and replaced on its own.
 */

/** A server write as data, so that it survives a reload (ARCHITECTURE.md "The outbox"). */
export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: unknown;
}

/** What to queue: `group` ties writes that build on each other (one temp order). */
export interface OutboxInput {
  kind: string;
  group: string;
  request: OutboxRequest;
  /** Made in the intent's `prepare`; made here when absent. */
  idempotencyKey?: string;
}

/** What the outbox does with an answer to one of its entries. */
export type OutboxVerdict = 'succeeded' | 'retry' | 'session-unknown' | 'session-expired' | 'discard';

/** First retry after one second, doubling, never more than a minute apart. */
export const RETRY_BASE_MS = 1_000;
export const RETRY_CAP_MS = 60_000;

/** Delay before attempt `attempts + 1`, given the attempts made so far (capped exponential backoff). */
export function retryDelayMs(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** (attempts - 1));
}

/**
 * A server that keeps failing gets this many attempts; then its error reaches the shopper
 * with the spec's text (e.g. InternalServerErrorException, spec §8). No answer at all is
 * retried for as long as it takes: that is the offline case.
 */
export const MAX_SERVER_ERROR_ATTEMPTS = 4;

/**
 * Network errors (status 0) say nothing about the request itself: keep it. 5xx, 408 and 429
 * ask to come back later: keep it for a few attempts. 401 is a token the server does not know
 * (a new session, then once more); 403 is the session-expiry flow (spec §8); any other 4xx is
 * final: roll back. `attempts` counts the attempts made, this one included.
 */
export function verdictFor(status: number | null, attempts = 1): OutboxVerdict {
  if (status === null || (status >= 200 && status < 300)) return 'succeeded';
  if (status === 0) return 'retry';
  if (status === 408 || status === 429 || status >= 500)
    return attempts < MAX_SERVER_ERROR_ATTEMPTS ? 'retry' : 'discard';
  if (status === 401) return 'session-unknown';
  if (status === 403) return 'session-expired';
  return 'discard';
}

/** The moment the next attempt is due. */
export const nextAttemptAt = (now: number, attempts: number): number => now + retryDelayMs(attempts);
