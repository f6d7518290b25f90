import { createStore } from 'redux';
import { instrument } from '@redux-devtools/instrument';
import { parseEventLog, type EventLogDocument } from '../domain/event-log';
import { replayReducer } from '../state/event-log';

/**
 * A log in the format the Redux DevTools extension's Export writes and its Import reads
 * (`payload`: the lifted state, `preloadedState`: the state before the first action, both as
 * JSON text). The lifted state is computed by @redux-devtools/instrument, the enhancer the
 * extension itself runs, from the snapshot and the logged actions: action N of the log is
 * action N in the extension, and its computed state is the replay's state after it.
 */
export function toDevToolsExport(log: string | EventLogDocument): string {
  const { snapshot, entries } = typeof log === 'string' ? parseEventLog(log) : log;
  const store = createStore(replayReducer(), snapshot, instrument());
  for (const entry of entries) store.dispatch(entry.action);
  const lifted = store.liftedStore.getState();
  // The log's own times, not the moment of the conversion.
  entries.forEach((entry, index) => {
    const performed = lifted.actionsById[index + 1];
    if (performed) lifted.actionsById[index + 1] = { ...performed, timestamp: entry.at };
  });
  return JSON.stringify({ payload: JSON.stringify(lifted), preloadedState: JSON.stringify(snapshot) });
}
