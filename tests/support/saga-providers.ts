import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, type StaticProvider } from 'redux-saga-test-plan/providers';
import { delay } from 'redux-saga/effects';

/** redux-saga's `delay` is a `call` of this function; taken from the effect, not from a private package. */
export const delayFunction = delay(0).payload.fn;

/** Retry and backoff waits pass at once, so that a test of a retry policy waits for nothing. */
export const skipDelays: StaticProvider = [matchers.call.fn(delayFunction), undefined];

type CallEffect = { fn: unknown };

/** redux-saga-test-plan's dynamic() with its `any` result typed: a provider that computes each answer. */
export const answerEach = <Effect>(answer: (effect: Effect) => unknown): unknown => dynamic(answer);

/**
 * A server whose create-session hands out 'neu-1', 'neu-2', … and counts them, as a dynamic `call`
 * provider that also skips delays; `answer` may answer other calls (return `undefined` to pass on).
 */
export function fakeSessionServer(createSession: unknown) {
  let created = 0;
  const provider = (answer: (effect: CallEffect) => unknown = () => undefined) => ({
    call: (effect: CallEffect, next: () => unknown) => {
      if (effect.fn === delayFunction) return undefined;
      if (effect.fn === createSession) {
        created += 1;
        return Promise.resolve({
          ok: true,
          data: { token: `neu-${created}`, expires_at: Date.now() + 24 * 60 * 60 * 1000 },
        });
      }
      const answered = answer(effect);
      return answered === undefined ? next() : answered;
    },
  });
  return { provider, created: () => created };
}
