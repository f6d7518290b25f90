import type { SagaIterator } from 'redux-saga';
import { call, put } from 'typed-redux-saga';
import type { ApiError, ApiResult } from '../src/domain/api-error';
import { READ_ATTEMPTS } from '../src/domain/read-retry';
import { withRetries, type ApiCall } from './read-retry';
import { readSessionToken } from '../src/api/cookies';
import { notify, type NotificationInput } from '../src/state/notifications';
import { sessionActions } from '../src/state/session';
import { renewRejectedSession } from './session-start';

/** How one kind of call reacts to failures (after redux-saga's real-world example `fetchEntity`). */
export interface CallPolicy {
  /** A product call with the bearer token: a 401 renews the session once, a 403 ends it (spec §8). */
  session: boolean;
  /** Attempts in all when the failure may pass (read-retry's isTransient); 1 for a write that is not idempotent. */
  attempts: number;
}

export const PRODUCT_READ: CallPolicy = { session: true, attempts: READ_ATTEMPTS };
export const PUBLIC_READ: CallPolicy = { session: false, attempts: READ_ATTEMPTS };
export const PUBLIC_WRITE: CallPolicy = { session: false, attempts: 1 };
/** Best effort, one try: a newer call supersedes it or the page does without (suggestions, page data, hardware, analytics). */
export const PUBLIC_ONCE: CallPolicy = { session: false, attempts: 1 };

/**
 * The one way a saga calls the API: bounded retries of passing failures, then for product calls
 * one session renewal on 401 (and the call once more) and the session-expiry flow on 403. The
 * caller gets the final result and shows its failure once, unless the session ended (`sessionEnded`).
 */
export function* callApi<T>(policy: CallPolicy, fn: ApiCall<T>, ...args: unknown[]): SagaIterator<ApiResult<T>> {
  const token = yield* call(readSessionToken);
  let result = yield* call(withRetries<T>, policy.attempts, fn, args);
  if (!policy.session || result.ok) return result;
  if (result.error.status === 401 && (yield* call(renewRejectedSession, token))) {
    result = yield* call(withRetries<T>, policy.attempts, fn, args);
  }
  if (!result.ok && result.error.status === 403) yield* put(sessionActions.expired());
  return result;
}

/** A 403: the session-expiry flow (spec §8) has told the shopper and left the page. */
export const sessionEnded = (result: ApiResult<unknown>) => !result.ok && result.error.status === 403;

/**
 * The one place a failure reaches the shopper: once, and not at all after a 403, whose
 * session-expiry flow (spec §8) has told the shopper already (also for writes the outbox sent).
 */
export function* notifyFailure(error: ApiError, notification: NotificationInput): Generator {
  if (error.status !== 403)
    yield* put(notify(error.requestId ? { ...notification, code: error.requestId } : notification));
}
