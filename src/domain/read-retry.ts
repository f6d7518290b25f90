import type { ApiError } from './api-error';

/**
 * The retry policy of every read and of the session request, beside the outbox's policy for
 * writes (outbox-policy.ts): a failure that may pass is tried again a bounded number of times,
 * with capped exponential back-off and jitter (so that many shops coming back at once do not
 * knock together), then shown once with a way to try again; nothing asks again on its own after that.
 */
export const READ_ATTEMPTS = 4;
export const READ_RETRY_BASE_MS = 500;
export const READ_RETRY_CAP_MS = 4_000;

/** No answer, a time-out, too many requests or a server error may pass; any other answer will not. */
export const isTransient = (error: ApiError) =>
  error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;

/**
 * The wait after failed attempt `attempt` (1-based): half of the capped exponential step for sure,
 * the other half at random ("equal jitter"), so no wait is ever zero and none above the cap.
 */
export function readRetryDelayMs(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(READ_RETRY_CAP_MS, READ_RETRY_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + random() * (step / 2));
}

/** Whether another attempt follows a failure of attempt `attempt` (1-based) out of `attempts`. */
export const retriesAfter = (error: ApiError, attempt: number, attempts: number) =>
  attempt < attempts && isTransient(error);
