import { eventChannel, type EventChannel } from 'redux-saga';
import { call as callEffect, take as takeEffect } from 'redux-saga/effects';
import { call, delay, put, race, select, take } from 'typed-redux-saga';
import { pingServer } from '../src/api/health';
import { connectivityActions, selectServerUnreachable } from '../src/state/connectivity';
import { selectPendingCount } from '../src/state/outbox';

type BrowserConnectivity = 'online' | 'offline';

/** How long to wait before asking the server again whether the connection is really back. */
export const CONFIRM_RETRY_MS = 5_000;

export function browserConnectivityChannel(): EventChannel<BrowserConnectivity> {
  return eventChannel((emit) => {
    const online = () => emit('online');
    const offline = () => emit('offline');
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

const browserSaysOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** `online` from the browser only means a network exists; the server answering means it works. */
export function* confirmOnline(): Generator {
  for (;;) {
    const result = yield* call(pingServer);
    if (result.ok) {
      yield* put(connectivityActions.onlineConfirmed());
      return;
    }
    yield* delay(CONFIRM_RETRY_MS);
  }
}

/** How often the server is asked whether it is back while writes wait for it. */
export const SERVER_PROBE_INTERVAL_MS = 3_000;

/** Asks `GET /api/health` (never the write itself) until the server answers or nothing waits any more. */
export function* probeUntilServerAnswers(): Generator {
  for (;;) {
    yield* delay(SERVER_PROBE_INTERVAL_MS);
    if (!(yield* select(selectServerUnreachable)) || !(yield* select(selectPendingCount))) return;
    const result = yield* call(pingServer);
    if (result.ok) {
      yield* put(connectivityActions.serverAnswered());
      return;
    }
    yield* put(connectivityActions.serverAttemptFailed());
  }
}

/** One probe at a time, from the first write that got no answer; going offline ends it (the browser's events take over). */
export function* serverProbeSaga(): Generator {
  for (;;) {
    yield* take(connectivityActions.serverAttemptFailed.type);
    yield* race({
      probe: callEffect(probeUntilServerAnswers),
      offline: takeEffect(connectivityActions.wentOffline.type),
    });
  }
}

/** Offline is believed at once; online is confirmed by a request first (ARCHITECTURE.md). */
export function* connectivitySaga(): Generator {
  const channel = yield* call(browserConnectivityChannel);
  try {
    if (yield* call(browserSaysOffline)) yield* put(connectivityActions.wentOffline());
    let event = yield* take<BrowserConnectivity>(channel);
    for (;;) {
      if (event === 'offline') {
        yield* put(connectivityActions.wentOffline());
        event = yield* take<BrowserConnectivity>(channel);
        continue;
      }
      yield* put(connectivityActions.onlineReported());
      // The next browser event wins over a confirmation still under way.
      const outcome = yield* race({ confirmed: callEffect(confirmOnline), next: takeEffect(channel) });
      event = (outcome.next as BrowserConnectivity | undefined) ?? (yield* take<BrowserConnectivity>(channel));
    }
  } finally {
    channel.close();
  }
}
