import { isTransient, READ_RETRY_CAP_MS, readRetryDelayMs, retriesAfter } from '../../../src/domain/read-retry';

const failure = (status: number) => ({ status, type: `Http${status}`, message: '' });

describe('the retry policy of reads and the session request', () => {
  it('waits longer after each failed try, never less than half the step and never above the cap', () => {
    const lowest = [1, 2, 3, 4, 5, 10].map((attempt) => readRetryDelayMs(attempt, () => 0));
    const highest = [1, 2, 3, 4, 5, 10].map((attempt) => readRetryDelayMs(attempt, () => 1));
    expect(lowest).toEqual([250, 500, 1_000, 2_000, 2_000, 2_000]);
    expect(highest).toEqual([500, 1_000, 2_000, 4_000, 4_000, 4_000]);
    expect(Math.max(...highest)).toBe(READ_RETRY_CAP_MS);
  });

  it('spreads the waits of many shoppers (jitter)', () => {
    let seed = 1;
    const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
    const waits = new Set(Array.from({ length: 20 }, () => readRetryDelayMs(3, random)));
    expect(waits.size).toBeGreaterThan(10);
  });

  it('retries no answer, time-outs, 429 and 5xx, but no other answer, and only while tries are left', () => {
    expect([0, 408, 429, 500, 503].map((status) => isTransient(failure(status)))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([400, 401, 403, 404, 409, 422].map((status) => isTransient(failure(status)))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(retriesAfter(failure(0), 3, 4)).toBe(true);
    expect(retriesAfter(failure(0), 4, 4)).toBe(false);
    expect(retriesAfter(failure(404), 1, 4)).toBe(false);
  });
});
