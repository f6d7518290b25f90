import { MAX_SERVER_ERROR_ATTEMPTS, retryDelayMs, RETRY_CAP_MS, verdictFor } from '../../../src/domain/outbox-policy';
import { laterInGroup, outboxActions, outboxSlice } from '../../../src/state/outbox';
import { appRehydrated } from '../../../src/state/app';

describe('outbox retry schedule', () => {
  it('doubles from one second and stays at the cap of a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryDelayMs)).toEqual([
      1_000,
      2_000,
      4_000,
      8_000,
      16_000,
      32_000,
      60_000,
      60_000,
      RETRY_CAP_MS,
    ]);
  });

  it('sends a fresh entry at once', () => {
    expect(retryDelayMs(0)).toBe(0);
  });
});

describe('outbox verdicts', () => {
  it.each([
    [null, 'succeeded'],
    [200, 'succeeded'],
    [0, 'retry'],
    [500, 'retry'],
    [503, 'retry'],
    [408, 'retry'],
    [429, 'retry'],
    [401, 'session-unknown'],
    [403, 'session-expired'],
    [400, 'discard'],
    [404, 'discard'],
    [409, 'discard'],
    [422, 'discard'],
  ])('answer %p → %s', (status, verdict) => {
    expect(verdictFor(status)).toBe(verdict);
  });

  it('keeps trying without an answer, but gives a failing server a few attempts only', () => {
    expect(verdictFor(0, 500)).toBe('retry');
    expect(verdictFor(500, MAX_SERVER_ERROR_ATTEMPTS - 1)).toBe('retry');
    expect(verdictFor(500, MAX_SERVER_ERROR_ATTEMPTS)).toBe('discard');
  });
});

const write = (key: string, group = 'temp-1') =>
  outboxActions.enqueued({
    kind: 'order-save',
    group,
    request: { method: 'POST', url: `/mobile/order/${group}/save/X` },
    idempotencyKey: key,
  });

describe('outbox state', () => {
  const reduce = (actions: { type: string }[]) =>
    actions.reduce(outboxSlice.reducer, outboxSlice.reducer(undefined, { type: 'init' }));

  it('resets the in-flight mark on rehydrate, keeping attempts and schedule', () => {
    const state = reduce([
      write('a'),
      outboxActions.attemptFailed({ id: 'a', nextAttemptAt: 5_000 }),
      outboxActions.attemptStarted('a'),
      appRehydrated(),
    ]);
    expect(state.entries).toEqual([
      expect.objectContaining({ id: 'a', status: 'pending', attempts: 1, nextAttemptAt: 5_000 }),
    ]);
  });

  it('keeps one entry per Idempotency-Key', () => {
    expect(reduce([write('a'), write('a')]).entries).toHaveLength(1);
  });

  it('rolls back a rejected write with the later writes of its group, not those of others', () => {
    const state = reduce([write('a'), write('b', 'other'), write('c')]);
    const dropped = laterInGroup(state.entries, state.entries[0]);
    expect(dropped).toEqual(['c']);
    const after = outboxSlice.reducer(
      state,
      outboxActions.entryFailed({
        id: 'a',
        kind: 'order-save',
        group: 'temp-1',
        error: { status: 400, type: 'X', message: '' },
        dropped,
      }),
    );
    expect(after.entries.map((e) => e.id)).toEqual(['b']);
  });

  it('sends what waits for its backoff at once when the connection is back', () => {
    const state = reduce([
      write('a'),
      outboxActions.attemptFailed({ id: 'a', nextAttemptAt: 60_000 }),
      outboxActions.retryDue(),
    ]);
    expect(state.entries[0]?.nextAttemptAt).toBe(0);
  });
});
