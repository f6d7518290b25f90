import { configureStore } from '@reduxjs/toolkit';
import { parseEventLog, type EventLogDocument } from '../domain/event-log';
import { replayReducer } from '../state/event-log';

export interface ReplayOptions {
  /** Stop after this many actions of the log (0: its snapshot); all of them when left out. */
  upTo?: number;
}

/**
 * Reduces a log into a new store, so a state can be reproduced without side effects: reducers
 * only (no sagas, no requests), never persisted, so a replay leaves the developer's own session
 * alone.
 */
export function replayEventLog(log: string | EventLogDocument, options: ReplayOptions = {}) {
  const { snapshot, entries } = typeof log === 'string' ? parseEventLog(log) : log;
  const store = configureStore({
    reducer: replayReducer(),
    preloadedState: snapshot,
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }),
    devTools: false,
  });
  const upTo = Math.min(options.upTo ?? entries.length, entries.length);
  for (const entry of entries.slice(0, Math.max(0, upTo))) store.dispatch(entry.action);
  return store;
}

export type ReplayStore = ReturnType<typeof replayEventLog>;
