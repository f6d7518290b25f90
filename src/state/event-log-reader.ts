import type { Store, UnknownAction } from '@reduxjs/toolkit';
import { useStore } from 'react-redux';
import type { EventLogDocument } from '../domain/event-log';

/**
 * What a screen may read of the session's masked event log (src/app/event-log.ts keeps it). The
 * shop's store carries it, as it carries `loadFeature`; a store built without one (tests) has none.
 */
export interface EventLogReader {
  /** Calls `listener` with every action dispatched from now on (after the reducers); returns the way to stop. */
  watch(listener: (action: UnknownAction) => void): () => void;
  /** The masked log (snapshot and actions) as JSON: what a developer replays or a report sends. */
  export(): Promise<string>;
  /** The masked log, once it has started (after the session was restored). */
  document(): Promise<EventLogDocument | null>;
  /** The log in the lifted-state format of the Redux DevTools extension's Export and Import. */
  exportForDevTools(): Promise<string>;
}

export interface CarriesEventLog {
  eventLog?: EventLogReader;
}

const carriesEventLog = (store: Store): store is Store & CarriesEventLog => 'eventLog' in store;

/** The session's event log, where the store carries one. */
export function useEventLog(): EventLogReader | undefined {
  const store = useStore();
  return carriesEventLog(store) ? store.eventLog : undefined;
}
