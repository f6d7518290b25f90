import type { SagaIterator } from 'redux-saga';
import { buffers, channel, type Channel } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { actionChannel, all, call, put, select, take } from 'typed-redux-saga';
import type { Action } from '@reduxjs/toolkit';
import { connectivityActions } from '../src/state/connectivity';
import type { RootState } from '../src/state/store-types';
import { keepAlive } from './keep-alive';

/** An action creator of a slice: its type is the pattern, `match` tells its actions apart. */
interface Trigger {
  type: string;
  match: (action: unknown) => boolean;
  (...args: never[]): Action;
}

/** The intents a saga loaded on demand handles, by name: the action creators of the slices. */
export type Triggers = Record<string, Trigger>;

/**
 * What such a saga takes its intents from, one channel per trigger, in place of the store
 * (`takeEvery(triggers.itemAdded, …)` instead of `takeEvery(cartActions.itemAdded.type, …)`).
 * Like the store, a channel hands an intent only to a saga waiting for it (takeLeading still
 * ignores a second press while busy); what came before the code was there arrives first, in order.
 */
export type TriggerChannels<T extends Triggers> = { [K in keyof T]: Channel<ReturnType<T[K]>> };

/** One saga of the loaded module; sagas that need no trigger simply ignore the argument. */
type OnDemandSaga<T extends Triggers> = (triggers: TriggerChannels<T>) => Generator;

export interface OnDemandSagas<T extends Triggers> {
  /** In German, for the console when the code cannot be loaded. */
  name: string;
  /** Everything that needs the sagas; buffered from the start on, so nothing is lost while their code loads. */
  triggers: T;
  /** State restored from sessionStorage that needs the sagas at once, without any trigger (a write in the outbox). */
  neededAtStart?: (state: RootState) => boolean;
  /** The dynamic import: Vite gives the module a chunk of its own, out of the first load. */
  load: () => Promise<ReadonlyArray<OnDemandSaga<T>>>;
}

/**
 * Issue 13: sagas that a catalogue page does not need at start come with their first trigger.
 * Runs from the start like the others (sagas/index.ts): it buffers every trigger in the order
 * they come, loads the code with the first one (or at once, `neededAtStart`), starts the sagas
 * (each restarted after a crash), hands them what was buffered, then each trigger as it comes.
 * The sagas start once only: a saga such as the outbox's one serial consumer never runs twice.
 */
export function* onDemand<T extends Triggers>(spec: OnDemandSagas<T>): Generator {
  const patterns = Object.values(spec.triggers).map((trigger) => trigger.type);
  const backlog = yield* actionChannel(patterns, buffers.expanding<Action>());
  const neededAtStart = spec.neededAtStart ? (yield* select(spec.neededAtStart)) : false;
  // A take beside the channel: it sees the same first trigger, which stays buffered for the sagas.
  if (!neededAtStart) yield* take(patterns);
  const sagas = yield* call(loadUntilLoaded<ReadonlyArray<OnDemandSaga<T>>>, spec.name, spec.load, patterns);
  const triggers = Object.fromEntries(Object.keys(spec.triggers).map((key) => [key, channel(buffers.none())])) as TriggerChannels<T>;
  yield* all(sagas.map((saga) => spawn(keepAlive, saga, triggers)));
  for (;;) {
    const action = yield* take<Action>(backlog);
    // A put, like a dispatch: whatever the previous intent's handler put is reduced before this one is handled.
    for (const key of Object.keys(spec.triggers)) if (spec.triggers[key]!.match(action)) yield* put(triggers[key] as Channel<Action>, action);
  }
}

/** Offline before the service worker cached the chunk: tried again with the next trigger or when the connection is back. */
function* loadUntilLoaded<S>(name: string, load: () => Promise<S>, patterns: string[]): SagaIterator<S> {
  for (;;) {
    try {
      return yield* call(load);
    } catch (error) {
      console.error(`Der Code für ${name} konnte nicht geladen werden; neuer Versuch beim nächsten Anlass`, error);
      yield* take([...patterns, connectivityActions.onlineConfirmed.type]);
    }
  }
}
