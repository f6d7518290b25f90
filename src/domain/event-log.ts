/** One dispatched action as the event log keeps it: masked, plain JSON. */
export interface EventLogEntry {
  /** Epoch ms of the dispatch. */
  at: number;
  action: { type: string; payload?: unknown; meta?: unknown };
}

/**
 * A shopper's session as the event log keeps it: the masked state at its start (after the
 * session was restored), then every action since. Replaying the actions onto the snapshot
 * reproduces the state at every step.
 */
export interface EventLogDocument {
  format: typeof EVENT_LOG_FORMAT;
  /** Epoch ms of the snapshot: the log's start, or the newest action folded into it. */
  startedAt: number;
  /** How many actions were folded into the snapshot so far: action N of the session is entry N - dropped. */
  dropped: number;
  snapshot: Record<string, unknown>;
  entries: EventLogEntry[];
}

export const EVENT_LOG_FORMAT = 'shop-event-log/2';

/** The log's bounds in the tab's storage: the oldest actions beyond them are folded into the snapshot. */
export const EVENT_LOG_BOUNDS = { entries: 500, bytes: 512 * 1024 };

/** The sessionStorage key of the log (beside redux-persist's keys, which have no prefix). */
export const EVENT_LOG_STORAGE_KEY = 'event-log';

const sizeOf = (value: unknown) => JSON.stringify(value).length;
/** The stored document's length without its entries (an entry adds its own length and a comma). */
const frameSize = (snapshot: unknown, startedAt: number) =>
  sizeOf({ format: EVENT_LOG_FORMAT, startedAt, dropped: Number.MAX_SAFE_INTEGER, snapshot, entries: [] });

/**
 * Appends masked entries and keeps the log within its bounds: the oldest entries beyond them are
 * reduced into the snapshot, which becomes the state before the oldest kept entry. The snapshot
 * itself is never dropped, so a replay always starts from a real state.
 */
export function appendBounded(
  log: EventLogDocument,
  added: EventLogEntry[],
  reducer: (state: Record<string, unknown>, action: EventLogEntry['action']) => Record<string, unknown>,
  bounds = EVENT_LOG_BOUNDS,
): EventLogDocument {
  let { snapshot, startedAt, dropped } = log;
  const entries = [...log.entries, ...added];
  const sizes = entries.map((entry) => sizeOf(entry) + 1);
  const over = (total: number) => entries.length - first > bounds.entries || total > bounds.bytes;
  let first = 0;
  let total = frameSize(snapshot, startedAt) + sizes.reduce((sum, size) => sum + size, 0);
  while (first < entries.length && over(total)) {
    // Folding by the entries' sizes, then measuring again: a folded action also grows the snapshot.
    while (first < entries.length && over(total)) {
      // first < entries.length: both lists hold this index.
      const folded = entries[first]!;
      snapshot = reducer(snapshot, folded.action);
      startedAt = folded.at;
      total -= sizes[first]!;
      first += 1;
      dropped += 1;
    }
    total = frameSize(snapshot, startedAt) + sizes.slice(first).reduce((sum, size) => sum + size, 0);
  }
  return { format: EVENT_LOG_FORMAT, startedAt, dropped, snapshot, entries: entries.slice(first) };
}

/** Reads an exported or stored log; refuses anything else with a German message. */
export function parseEventLog(json: string): EventLogDocument {
  const parsed = JSON.parse(json) as Partial<EventLogDocument>;
  if (
    parsed.format !== EVENT_LOG_FORMAT ||
    !Array.isArray(parsed.entries) ||
    typeof parsed.dropped !== 'number' ||
    typeof parsed.snapshot !== 'object' ||
    parsed.snapshot === null
  ) {
    throw new TypeError(`Kein Ereignisprotokoll im Format ${EVENT_LOG_FORMAT}`);
  }
  return parsed as EventLogDocument;
}
