import type { SagaIterator } from 'redux-saga';
import { call, delay, put } from 'typed-redux-saga';
import type { ApiResult } from '../src/domain/api-error';
import { readRetryDelayMs, retriesAfter } from '../src/domain/read-retry';
import { connectivityActions } from '../src/state/connectivity';

export type ApiCall<T> = (...args: never[]) => Promise<ApiResult<T>>;

/**
 * Calls `fn` up to `attempts` times while its failure may pass (src/domain/read-retry.ts), waiting
 * a capped, jittered back-off between tries. The shopper sees that a try follows (the connection
 * status line); a saga cancelled meanwhile (takeLatest) takes its status with it.
 */
export function* withRetries<T>(attempts: number, fn: ApiCall<T>, args: unknown[]): SagaIterator<ApiResult<T>> {
  let retried = false;
  try {
    for (let attempt = 1; ; attempt += 1) {
      const result: ApiResult<T> = yield* call(fn as (...passed: unknown[]) => Promise<ApiResult<T>>, ...args);
      if (result.ok || !retriesAfter(result.error, attempt, attempts)) return result;
      retried = true;
      yield* put(connectivityActions.readRetryScheduled({ attempt: attempt + 1, of: attempts }));
      yield* delay(readRetryDelayMs(attempt));
    }
  } finally {
    if (retried) yield* put(connectivityActions.readRetrySettled());
  }
}
