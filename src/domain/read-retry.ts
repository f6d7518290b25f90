import type { ApiError } from './api-error';

/**
 * Issue 14: a read that fails for a passing reason is tried again a bounded number of times,
 * then the failure is shown once; nothing asks again on its own after that.
 */
export const READ_ATTEMPTS = 3;
export const READ_RETRY_DELAY_MS = 1_000;

/** No answer, a time-out, too many requests or a server error may pass; any other answer will not. */
export const isTransient = (error: ApiError) =>
  error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
