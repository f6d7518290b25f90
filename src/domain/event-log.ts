import { maskPersonalData } from './mask-personal-data';

/** One dispatched action as the developer event log keeps it: masked, plain JSON. */
export interface EventLogEntry {
  /** Epoch ms of the dispatch. */
  at: number;
  action: { type: string; payload?: unknown; meta?: unknown };
}

export const EVENT_LOG_LIMIT = 300;
export const EVENT_LOG_FORMAT = 'shop-event-log/1';

/** Bookkeeping of redux-persist: replaying it into a fresh store would write sessionStorage. */
const NOT_REPLAYED = /^persist\//;

export function logEntry(action: { type: string; payload?: unknown; meta?: unknown }, at: number): EventLogEntry {
  const { type, payload, meta } = maskPersonalData(action);
  return { at, action: { type, ...(payload !== undefined ? { payload } : {}), ...(meta !== undefined ? { meta } : {}) } };
}

/** The newest `limit` entries: the log is a ring, so a long session cannot fill the memory. */
export function appendBounded<E>(log: E[], entry: E, limit = EVENT_LOG_LIMIT): E[] {
  const kept = log.length < limit ? log : log.slice(log.length - limit + 1);
  return [...kept, entry];
}

export const exportEventLog = (log: EventLogEntry[]): string =>
  JSON.stringify({ format: EVENT_LOG_FORMAT, entries: log }, null, 2);

/** The actions of an exported log, in order, ready to be dispatched into a fresh store. */
export function actionsToReplay(json: string): EventLogEntry['action'][] {
  const parsed = JSON.parse(json) as { format?: string; entries?: EventLogEntry[] };
  if (parsed.format !== EVENT_LOG_FORMAT || !Array.isArray(parsed.entries)) {
    throw new TypeError(`Kein Ereignisprotokoll im Format ${EVENT_LOG_FORMAT}`);
  }
  return parsed.entries.map((entry) => entry.action).filter((action) => typeof action?.type === 'string' && !NOT_REPLAYED.test(action.type));
}
