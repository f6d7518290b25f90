import { expectSaga } from 'redux-saga-test-plan';
import type { Task } from 'redux-saga';
import { all, call, cancel, fork } from 'redux-saga/effects';
import { callApi, PRODUCT_READ, PUBLIC_READ, PUBLIC_WRITE } from '../../../sagas/api-call';
import { sessionSaga } from '../../../sagas/session-start';
import { createSession } from '../../../src/api/auth';
import { clearSessionCookies, readCookie, readSessionToken, writeSessionCookies } from '../../../src/api/cookies';
import { READ_ATTEMPTS } from '../../../src/domain/read-retry';
import type { ApiResult } from '../../../src/domain/api-error';
import { sessionActions } from '../../../src/state/session';
import { fakeSessionServer, skipDelays } from '../../support/saga-providers';
import { sessionTestReducer } from '../../support/session-state';
import { ran } from '../../support/saga-run';

const reducer = sessionTestReducer;
const HOUR = 60 * 60 * 1000;
const failure = (status: number, type = `Http${status}`) => ({
  ok: false as const,
  error: { status, type, message: '' },
});
const schema = { ok: true as const, data: { steps: [] } };

/** A product call that answers from a script, one answer per request, and counts the requests. */
function scriptedCall(answer: (token: string | undefined, calls: number) => ApiResult<unknown>) {
  let calls = 0;
  const fetchSchema = (): Promise<ApiResult<unknown>> => {
    calls += 1;
    return Promise.resolve(answer(readSessionToken(), calls));
  };
  return { fetchSchema, calls: () => calls };
}

/**
 * Runs `effect` with the session saga listening beside it, and ends that saga afterwards: it
 * listens forever, so left running it would keep expectSaga waiting for its time-out (and warning).
 */
function* withSessionSaga(effect: ReturnType<typeof call> | ReturnType<typeof all>) {
  const session = (yield fork(sessionSaga)) as Task;
  const result: unknown = yield effect;
  yield cancel(session);
  return result;
}

beforeEach(() => clearSessionCookies());

describe('callApi: bounded retries', () => {
  it('tries a failure that may pass a bounded number of times, then hands it over once', async () => {
    for (const status of [0, 503]) {
      const server = scriptedCall(() => failure(status));
      const { returnValue } = await ran(
        expectSaga(callApi, PUBLIC_READ, server.fetchSchema).provide([skipDelays]).run(),
      );
      expect(returnValue).toEqual(failure(status));
      expect(server.calls()).toBe(READ_ATTEMPTS);
    }
  });

  it('asks once more after a passing failure and returns the answer', async () => {
    const server = scriptedCall((_token, calls) => (calls === 1 ? failure(0) : schema));
    const { returnValue } = await ran(expectSaga(callApi, PUBLIC_READ, server.fetchSchema).provide([skipDelays]).run());
    expect(returnValue).toEqual(schema);
    expect(server.calls()).toBe(2);
  });

  it('does not repeat a final answer, nor a write that is not idempotent', async () => {
    const notFound = scriptedCall(() => failure(404));
    await expectSaga(callApi, PUBLIC_READ, notFound.fetchSchema).provide([skipDelays]).run();
    expect(notFound.calls()).toBe(1);
    const filing = scriptedCall(() => failure(503));
    await expectSaga(callApi, PUBLIC_WRITE, filing.fetchSchema).provide([skipDelays]).run();
    expect(filing.calls()).toBe(1);
  });
});

describe('callApi: a token the server does not know (401)', () => {
  it('clears the cookies, creates one new session and repeats the call with the new token', async () => {
    writeSessionCookies('unbekannt', Date.now() + 10 * HOUR);
    const auth = fakeSessionServer(createSession);
    const server = scriptedCall((token) => (token === 'neu-1' ? schema : failure(401, 'UnauthorizedException')));
    const { returnValue } = await ran(
      expectSaga(function* () {
        return yield* withSessionSaga(call(callApi, PRODUCT_READ, server.fetchSchema));
      })
        .withReducer(reducer)
        .provide(auth.provider())
        .call(clearSessionCookies)
        .run(5_000),
    );
    expect(returnValue).toEqual(schema);
    expect(auth.created()).toBe(1);
    expect(server.calls()).toBe(2);
    expect(readCookie('token')).toBe('neu-1');
  });

  it('renews once and gives up when the new token is refused too: no loop', async () => {
    writeSessionCookies('unbekannt', Date.now() + 10 * HOUR);
    const auth = fakeSessionServer(createSession);
    const server = scriptedCall(() => failure(401, 'UnauthorizedException'));
    const { returnValue } = await ran(
      expectSaga(function* () {
        return yield* withSessionSaga(call(callApi, PRODUCT_READ, server.fetchSchema));
      })
        .withReducer(reducer)
        .provide(auth.provider())
        .run(5_000),
    );
    expect(returnValue).toEqual(failure(401, 'UnauthorizedException'));
    expect(auth.created()).toBe(1);
    expect(server.calls()).toBe(2);
  });

  it('makes one new session for several calls refused at the same time', async () => {
    writeSessionCookies('unbekannt', Date.now() + 10 * HOUR);
    const auth = fakeSessionServer(createSession);
    const server = scriptedCall((token) =>
      token?.startsWith('neu-') ? schema : failure(401, 'UnauthorizedException'),
    );
    const { returnValue } = await ran(
      expectSaga(function* () {
        return yield* withSessionSaga(all([1, 2, 3].map(() => call(callApi, PRODUCT_READ, server.fetchSchema))));
      })
        .withReducer(reducer)
        .provide(auth.provider())
        .run(5_000),
    );
    expect(returnValue).toEqual([schema, schema, schema]);
    expect(auth.created()).toBe(1);
    expect(server.calls()).toBe(6);
  });

  it('starts the session-expiry flow on 403 (spec §8)', async () => {
    const server = scriptedCall(() => failure(403, 'SessionExpiredException'));
    await expectSaga(callApi, PRODUCT_READ, server.fetchSchema).put(sessionActions.expired()).run();
    expect(server.calls()).toBe(1);
  });
});
