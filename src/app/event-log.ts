import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { actionsToReplay, appendBounded, exportEventLog, logEntry, type EventLogEntry } from '../domain/event-log';
import { createRootReducer } from '../state/root-reducer';

export interface EventLog {
  middleware: Middleware;
  entries(): EventLogEntry[];
  /** The log as JSON, personal data masked; what a developer attaches to a bug report. */
  export(): string;
  /** A fresh store (no sagas, no sessionStorage) with the exported actions replayed into it. */
  replay(json: string): ReturnType<typeof replayEventLog>;
}

/**
 * Reduces an exported log into a new store, so a state can be reproduced without side effects: the
 * plain reducer, never persisted, so a replay does not overwrite the developer's own session.
 */
export function replayEventLog(json: string) {
  const store = configureStore({
    reducer: createRootReducer(),
    middleware: (getDefault) => getDefault({ thunk: false, serializableCheck: false, immutableCheck: false }),
    devTools: false,
  });
  for (const action of actionsToReplay(json)) store.dispatch(action);
  return store;
}

/**
 * A bounded record of the last actions (ARCHITECTURE.md "Client state"). Actions are kept as
 * they are (they are immutable) and masked when read, so a dispatch costs no deep copy.
 */
export function createEventLog(now: () => number = Date.now): EventLog {
  let log: EventLogEntry[] = [];
  const masked = () => log.map((entry) => logEntry(entry.action, entry.at));
  return {
    middleware: () => (next) => (action) => {
      if (action && typeof action === 'object' && 'type' in action && typeof action.type === 'string') {
        log = appendBounded(log, { at: now(), action: action as EventLogEntry['action'] });
      }
      return next(action);
    },
    entries: masked,
    export: () => exportEventLog(masked()),
    replay: replayEventLog,
  };
}
