import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { all, call } from 'redux-saga/effects';
import { ensureSession, sessionExpired } from '../../../sagas/session';
import { loadSessionWork, sessionSaga } from '../../../sagas/session-start';
import { NO_ANSWER } from '../../../src/domain/api-error';
import { READ_ATTEMPTS } from '../../../src/domain/read-retry';
import { navigationActions } from '../../../src/state/navigation';
import { orderActions } from '../../../src/state/order';
import { createSession, refreshSession } from '../../../src/api/auth';
import { navigateTo } from '../../../src/api/navigator';
import { readCookie, writeSessionCookies, clearSessionCookies } from '../../../src/api/cookies';
import { sessionSlice } from '../../../src/state/session';
import { appReady } from '../../../src/state/app';
import { sessionTestReducer } from '../../support/session-state';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { ran } from '../../support/saga-run';
import { answerEach, skipDelays } from '../../support/saga-providers';

const reducer = sessionTestReducer;
const HOUR = 60 * 60 * 1000;

/** The server's answer to a create or refresh that issues `token` for a day. */
const issued = (token: string) => ({ ok: true, data: { token, expires_at: Date.now() + 24 * HOUR } });

/** The session saga watches for ever: each run ends quietly after this long. */
const WATCH = { timeout: 50, silenceTimeout: true };

beforeEach(() => clearSessionCookies());

describe('ensureSession', () => {
  it('creates a session and stores both cookies when none exists', async () => {
    const answer = issued('neu');
    const { storeState } = await ran(
      expectSaga(ensureSession)
        .withReducer(reducer)
        .provide([[matchers.call.fn(createSession), answer]])
        .put(sessionSlice.actions.checkStarted())
        .put(sessionSlice.actions.checkFinished())
        .returns(true)
        .run(),
      reducer,
    );
    expect(readCookie('token')).toBe('neu');
    expect(readCookie('token_expires')).toBe(String(answer.data.expires_at));
    expect(storeState.session.loading).toBe(false);
  });

  it('clears an expired token and creates a new session', async () => {
    writeSessionCookies('alt', Date.now() - 1);
    await expectSaga(ensureSession)
      .withReducer(reducer)
      .provide([[matchers.call.fn(createSession), issued('frisch')]])
      .call(clearSessionCookies)
      .returns(true)
      .run();
    expect(readCookie('token')).toBe('frisch');
  });

  it('refreshes a token within an hour of expiry', async () => {
    writeSessionCookies('bald-alt', Date.now() + HOUR / 2);
    await expectSaga(ensureSession)
      .withReducer(reducer)
      .provide([[matchers.call.fn(refreshSession), issued('erneuert')]])
      .not.call.fn(createSession)
      .returns(true)
      .run();
    expect(readCookie('token')).toBe('erneuert');
  });

  it('does nothing while the token is fresh', async () => {
    writeSessionCookies('gut', Date.now() + 10 * HOUR);
    await expectSaga(ensureSession)
      .withReducer(reducer)
      .not.call.fn(createSession)
      .not.call.fn(refreshSession)
      .not.put(sessionSlice.actions.checkStarted())
      .returns(true)
      .run();
    expect(readCookie('token')).toBe('gut');
  });

  it('lets a check asked while another runs wait for it: one session, and both learn it exists', async () => {
    let made = 0;
    function* twoAtOnce(): Generator<unknown, boolean[], boolean[]> {
      return yield all([call(ensureSession), call(ensureSession)]);
    }
    const { returnValue } = await ran(
      expectSaga(twoAtOnce)
        .withReducer(reducer)
        .provide({
          call: (effect, next) => {
            if (effect.fn !== createSession) return next();
            made += 1;
            return new Promise((resolve) => setTimeout(() => resolve(issued(`token-${made}`)), 5));
          },
        })
        .run(),
    );
    expect(made).toBe(1);
    expect(returnValue).toEqual([true, true]);
    expect(readCookie('token')).toBe('token-1');
  });

  it('shows the authentication error when create-session returns no token', async () => {
    const { storeState } = await ran(
      expectSaga(ensureSession)
        .withReducer(reducer)
        .provide([[matchers.call.fn(createSession), { ok: true, data: {} }]])
        .returns(false)
        .run(),
      reducer,
    );
    expect(storeState.notifications).toEqual([
      expect.objectContaining({
        type: 'error',
        title: 'Authentifizierung fehlgeschlagen',
        message: 'Es gab einen Fehler beim Abrufen der Seite. Bitte versuchen Sie es erneut.',
        duration: 3000,
        position: 'top-right',
      }),
    ]);
    expect(storeState.ui.pageError).toEqual({
      status: 401,
      statusMessage: 'Authentifizierung fehlgeschlagen',
      message: 'Bitte versuchen Sie es erneut.',
      detail: 'Token not received',
    });
    expect(storeState.session.loading).toBe(false);
  });

  it('clears the cookies and raises 401 when the refresh fails', async () => {
    writeSessionCookies('bald-alt', Date.now() + HOUR / 2);
    const { storeState } = await ran(
      expectSaga(ensureSession)
        .withReducer(reducer)
        .provide([
          [
            matchers.call.fn(refreshSession),
            { ok: false, error: { status: 401, type: 'UnauthorizedException', message: 'x' } },
          ],
        ])
        .returns(false)
        .run(),
      reducer,
    );
    expect(readCookie('token')).toBeUndefined();
    expect(readCookie('token_expires')).toBeUndefined();
    expect(storeState.ui.pageError?.status).toBe(401);
    expect(storeState.ui.pageError?.statusMessage).toBe('Authentifizierung fehlgeschlagen');
  });
});

describe('the session request on a flaky connection', () => {
  it('tries an unanswered create-session a bounded number of times, then offers to try again instead of the 401 page', async () => {
    let calls = 0;
    const { storeState } = await ran(
      expectSaga(ensureSession)
        .withReducer(reducer)
        .provide([
          [
            matchers.call.fn(createSession),
            answerEach(() => {
              calls += 1;
              return { ok: false, error: NO_ANSWER };
            }),
          ],
          skipDelays,
        ])
        .returns(false)
        .run(),
      reducer,
    );
    expect(calls).toBe(READ_ATTEMPTS);
    expect(storeState.ui.pageError).toBeNull();
    expect(storeState.session).toEqual({ loading: false, unreachable: true });
    expect(storeState.notifications).toEqual([
      expect.objectContaining({ type: 'error', title: 'Keine Verbindung zum Shop' }),
    ]);
  });

  it('keeps a token whose refresh went unanswered, and makes the session once the shopper tries again', async () => {
    writeSessionCookies('bald-alt', Date.now() + HOUR / 2);
    const { storeState } = await ran(
      expectSaga(sessionSaga)
        .withReducer(reducer)
        .provide([
          [matchers.call.fn(refreshSession), { ok: false, error: { status: 503, type: 'Http503', message: '' } }],
          skipDelays,
        ])
        .dispatch(navigationActions.routeChanged({ pathname: '/warenkorb', search: '' }))
        .dispatch(appReady())
        .delay(0)
        .put(sessionSlice.actions.unreachable())
        .run(WATCH),
      reducer,
    );
    expect(storeState.session.unreachable).toBe(true);
    expect(readCookie('token')).toBe('bald-alt');
    expect(storeState.ui.pageError).toBeNull();

    await expectSaga(sessionSaga)
      .withReducer(reducer, storeState)
      .provide([[matchers.call.fn(refreshSession), issued('erneuert')]])
      .dispatch(sessionSlice.actions.retryRequested())
      .put(sessionSlice.actions.checkFinished())
      .run(WATCH);
    expect(readCookie('token')).toBe('erneuert');
  });
});

describe('the session on arrival (spec §9) once the page is interactive', () => {
  it('asks for no session while the page is not yet interactive', async () => {
    await expectSaga(sessionSaga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(createSession), issued('neu')]])
      .dispatch(navigationActions.routeChanged({ pathname: '/zuhause', search: '' }))
      .not.call.fn(createSession)
      .run(WATCH);
    expect(readCookie('token')).toBeUndefined();
  });

  it('opens the session when the page signals it is ready after the arrival', async () => {
    await expectSaga(sessionSaga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(createSession), issued('neu')]])
      .dispatch(navigationActions.routeChanged({ pathname: '/zuhause', search: '' }))
      .dispatch(appReady())
      .call.fn(createSession)
      .run(WATCH);
    expect(readCookie('token')).toBe('neu');
  });

  it('does not hang when the saga starts after the page was ready (the flag, not a missed action)', async () => {
    const readyState = reducer(undefined, appReady());
    await expectSaga(sessionSaga)
      .withReducer(reducer, readyState)
      .provide([[matchers.call.fn(createSession), issued('neu')]])
      .dispatch(navigationActions.routeChanged({ pathname: '/warenkorb', search: '' }))
      .call.fn(createSession)
      .run(WATCH);
    expect(readCookie('token')).toBe('neu');
  });
});

describe("the session's code, which loads with its first use", () => {
  const notLoadable: StaticProvider = [
    matchers.call.fn(loadSessionWork),
    throwError(new TypeError('Failed to fetch dynamically imported module')),
  ];

  it('tells the shopper the shop is unreachable when the code does not come (offline before it was cached)', async () => {
    const readyState = reducer(undefined, appReady());
    const { storeState } = await ran(
      expectSaga(sessionSaga)
        .withReducer(reducer, readyState)
        .provide([notLoadable, [matchers.call.fn(createSession), issued('neu')]])
        .dispatch(navigationActions.routeChanged({ pathname: '/warenkorb', search: '' }))
        .put(sessionSlice.actions.unreachable())
        .not.call.fn(createSession)
        .run(WATCH),
      reducer,
    );
    expect(storeState.notifications).toEqual([
      expect.objectContaining({ type: 'error', title: 'Keine Verbindung zum Shop' }),
    ]);
    expect(readCookie('token')).toBeUndefined();
  });

  it('answers a renewal without it with no session, so that the call waiting for one goes on', async () => {
    await expectSaga(sessionSaga)
      .withReducer(reducer)
      .provide([notLoadable])
      .dispatch(sessionSlice.actions.tokenRejected('alt'))
      .put(sessionSlice.actions.renewalFinished(false))
      .run(WATCH);
  });
});

describe('session expiry (spec §8, 403)', () => {
  it('resets availability, warns, clears the token and goes home', async () => {
    writeSessionCookies('abgelaufen', Date.now() + 10 * HOUR);
    const initial = reducer(undefined, { type: 'init' });
    const { storeState } = await ran(
      expectSaga(sessionExpired)
        .withReducer(reducer, {
          ...initial,
          availability: {
            ...initial.availability,
            result: {
              address: { street: 'Lindenallee', house_no: '12', zipcode: '53113', city: 'Bonn' },
              max_bandwidth: [],
              products: ['x'],
            },
          },
        })
        .provide([[matchers.call.fn(navigateTo), undefined]])
        .call(navigateTo, '/')
        .put(orderActions.orderLost({}))
        .run(),
      reducer,
    );
    expect(storeState.availability.result).toBeNull();
    expect(storeState.notifications[0]).toMatchObject({
      type: 'warning',
      title: 'Ihre Session ist abgelaufen',
      message: 'Bitte versuchen Sie es erneut',
    });
    expect(readCookie('token')).toBeUndefined();
  });

  it('loses the order at once on a checkout page, which is told it is being left', async () => {
    writeSessionCookies('abgelaufen', Date.now() + 10 * HOUR);
    const onCheckout = reducer(
      reducer(undefined, navigationActions.routeChanged({ pathname: '/checkout/zahlung', search: '' })),
      orderActions.initSucceeded({ tempOrderId: 'alt', cartKey: 'k', line: 'mobile' }),
    );
    const { storeState } = await ran(
      expectSaga(sessionExpired)
        .withReducer(reducer, onCheckout)
        .provide([[matchers.call.fn(navigateTo), undefined]])
        .put(orderActions.orderLost({ leaving: true }))
        .run(),
      reducer,
    );
    // Lost before any route change: a reload right now finds no order of the expired session.
    expect(storeState.order).toMatchObject({ tempOrderId: null, phase: 'left' });
  });
});
