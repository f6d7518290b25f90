import type { UnknownAction } from '@reduxjs/toolkit';
import {
  appendBounded,
  EVENT_LOG_BOUNDS,
  EVENT_LOG_FORMAT,
  EVENT_LOG_STORAGE_KEY,
  parseEventLog,
  type EventLogDocument,
  type EventLogEntry,
} from '../domain/event-log';
import { PersonalDataMask } from '../domain/mask-personal-data';
import { eventLogActions } from '../state/event-log';
import { DIAGNOSTIC_REPORT_KIND } from '../domain/diagnostics';
import { replayReducer } from '../state/event-log';
import type { ReplayOptions } from './event-log-replay';
import { loadChunk } from '../api/chunk-retry';

/** What the middleware hands over: raw (unmasked) actions, or the state the log starts from. */
export type RecordedItem =
  { at: number; action: UnknownAction } | { at: number; start: Record<string, unknown>; path: string };

/**
 * The log's slow half, loaded on demand: masks what the middleware recorded, folds what exceeds
 * the bounds into the snapshot and keeps the log in the tab's sessionStorage. It runs in idle
 * time, never inside a dispatch.
 */
export class EventLogWriter {
  private readonly mask = new PersonalDataMask();
  private readonly reducer = replayReducer();
  private log: EventLogDocument | null = null;

  private readonly storage: Storage | null;

  /** `storage` undefined: the tab's sessionStorage, where the browser allows it. */
  constructor(
    storage: Storage | null | undefined,
    private readonly bounds = EVENT_LOG_BOUNDS,
  ) {
    this.storage = storage === undefined ? tabStorage() : storage;
  }

  /** Masks and appends what was recorded, then writes the log to the tab's storage. */
  write(items: RecordedItem[]) {
    if (items.length === 0) return;
    const added: EventLogEntry[] = [];
    for (const item of items) {
      if ('start' in item) {
        const state = this.mask.mask(withoutOwnReports(item.start));
        this.log ??= this.stored();
        if (this.log) added.push({ at: item.at, action: eventLogActions.pageLoaded({ path: item.path, state }) });
        else this.log = { format: EVENT_LOG_FORMAT, startedAt: item.at, dropped: 0, snapshot: state, entries: [] };
      } else if (this.log) {
        added.push({ at: item.at, action: this.mask.maskAction(withoutOwnReports(plainAction(item.action))) });
      }
    }
    if (!this.log) return;
    this.log = appendBounded(this.log, added, (state, action) => this.reducer(state, action), this.bounds);
    try {
      this.storage?.setItem(EVENT_LOG_STORAGE_KEY, JSON.stringify(this.log));
    } catch {
      // A full storage (the session's own data comes first): the log lives on in memory.
    }
  }

  /** A live state masked as the log masks it: what a replay up to the log's end must give. */
  private masked(state: Record<string, unknown>): Record<string, unknown> {
    return this.mask.mask(withoutOwnReports(state));
  }

  /** The masked log, or null before it started. */
  document(): EventLogDocument | null {
    return this.log;
  }

  export(): string {
    return JSON.stringify(this.log);
  }

  async replay(json: string, options?: ReplayOptions) {
    return (await loadChunk(() => import('./event-log-replay'))).replayEventLog(json, options);
  }

  async exportForDevTools(): Promise<string> {
    return (await loadChunk(() => import('./event-log-devtools'))).toDevToolsExport(this.export());
  }

  /** The live state as the log masks it, with the number of the session's last logged action. */
  checkpoint(state: Record<string, unknown>): { action: number; state: Record<string, unknown> } | null {
    return this.log ? { action: this.log.dropped + this.log.entries.length, state: this.masked(state) } : null;
  }

  private stored(): EventLogDocument | null {
    try {
      const json = this.storage?.getItem(EVENT_LOG_STORAGE_KEY);
      return json ? parseEventLog(json) : null;
    } catch {
      return null;
    }
  }
}

const tabStorage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** type, payload, meta and error as plain JSON: no functions, no class instances. */
function plainAction(action: UnknownAction): EventLogEntry['action'] {
  const { type, payload, meta, error } = action as EventLogEntry['action'] & { error?: unknown };
  const plain = JSON.parse(JSON.stringify({ payload, meta, error })) as Record<string, unknown>;
  return { type, ...plain };
}

/** Where a report's log stands instead of itself: a log inside the log would double with every report. */
export const OWN_REPORT = '(dieses Ereignisprotokoll)';

type ReportEntry = { kind?: unknown; request?: { body?: { log?: unknown } } };

const withoutLog = <E extends ReportEntry>(entry: E): E =>
  entry?.kind === DIAGNOSTIC_REPORT_KIND && entry.request?.body
    ? { ...entry, request: { ...entry.request, body: { ...entry.request.body, log: OWN_REPORT } } }
    : entry;

/**
 * A 'Problem melden' report in the outbox carries the log itself: the log keeps its place only,
 * in the queued action and in the outbox of a page load's state. (A replay differs there alone,
 * and only while the report waits.)
 */
function withoutOwnReports<T>(value: T): T {
  const record = value as { type?: unknown; payload?: unknown; outbox?: { entries?: ReportEntry[] } };
  if (record.type === 'outbox/enqueued') return { ...record, payload: withoutLog(record.payload as ReportEntry) } as T;
  if (Array.isArray(record.outbox?.entries))
    return { ...record, outbox: { ...record.outbox, entries: record.outbox.entries.map(withoutLog) } } as T;
  return value;
}
