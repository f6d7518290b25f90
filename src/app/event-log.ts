import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import type { EventLogDocument } from '../domain/event-log';
import { eventLogActions, isPersistAction } from '../state/event-log';
import { appRehydrated } from '../state/app';
import type { EventLogWriter, RecordedItem } from './event-log-writer';
import type { ReplayOptions, ReplayStore } from './event-log-replay';

export interface EventLog {
  middleware: Middleware;
  /** Whether an action of this type was dispatched since this page loaded (tests wait for the app by it). */
  seen(type: string): boolean;
  /** The masked log (snapshot and actions) as JSON: what a developer replays or a report sends. */
  export(): Promise<string>;
  /** The masked log, once it has started (after the session was restored). */
  document(): Promise<EventLogDocument | null>;
  /** A fresh store (reducers only: no sagas, no requests, no storage) at the end of a log, or after its action `upTo`. */
  replay(json: string, options?: ReplayOptions): Promise<ReplayStore>;
  /** The log in the lifted-state format of the Redux DevTools extension's Export and Import. */
  exportForDevTools(): Promise<string>;
  /**
   * The live state, masked as the log masks it, with the number of the session's last action
   * (entry `action - dropped` of a later export): what a replay up to there must give.
   */
  checkpoint(): Promise<{ action: number; state: Record<string, unknown> } | null>;
}

interface EventLogOptions {
  now?: () => number;
  /** The tab's sessionStorage; null where the browser refuses it (the log then lives in memory). */
  storage?: () => Storage | null;
  /** The log's bounds in the tab's storage (EVENT_LOG_BOUNDS unless given). */
  bounds?: { entries: number; bytes: number };
  /** Where the page is left: the last actions are written then. */
  page?: Pick<Window, 'addEventListener'> | null;
}

const tabStorage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** Idle time where the browser offers it, else the next task: never inside the dispatch. */
const whenIdle = (work: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 0);
};

/** The top-level slices an action of redux-persist replaced (its actions are not replayed, their effect is). */
function changedSlices(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> | null {
  const changed = Object.keys(after).filter((key) => after[key] !== before[key]);
  return changed.length > 0 ? Object.fromEntries(changed.map((key) => [key, after[key]])) : null;
}

/**
 * The session's event log (README "Debugging a shopper's session"). In a dispatch it only keeps a
 * reference to the action (actions and states are immutable); masking, bounding and writing to
 * sessionStorage happen later, in idle time, in a module loaded on demand (./event-log-writer).
 * The log starts when the session is restored (appRehydrated), with that state as its snapshot,
 * and goes on across page loads of the tab, each marked by an entry that carries the state.
 */
export function createEventLog(options: EventLogOptions = {}): EventLog {
  const now = options.now ?? Date.now;
  const storage = options.storage ?? tabStorage;
  let started = false;
  let pending: RecordedItem[] = [];
  let scheduled = false;
  let writer: EventLogWriter | null = null;
  let loading: Promise<EventLogWriter> | null = null;
  let liveState: (() => unknown) | null = null;
  const seenTypes = new Set<string>();

  const load = () =>
    (loading ??= import('./event-log-writer').then(({ EventLogWriter: Writer }) => {
      writer = new Writer(storage(), options.bounds);
      return writer;
    }));

  /** Writes what is pending; synchronous once the writer is there (the page may be going away). */
  const flush = () => {
    scheduled = false;
    if (!writer || pending.length === 0) return;
    const items = pending;
    pending = [];
    writer.write(items);
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    void load().then(() => whenIdle(flush), () => (scheduled = false));
  };

  const written = async () => {
    await load();
    flush();
    return writer!;
  };

  const page = options.page === undefined ? (typeof window === 'undefined' ? null : window) : options.page;
  page?.addEventListener('pagehide', flush);

  const middleware: Middleware = (api) => {
    liveState = api.getState;
    return (next) => (action) => {
      const type = (action as UnknownAction | undefined)?.type;
      if (typeof type !== 'string') return next(action);
      seenTypes.add(type);
      if (!started) {
        const result = next(action);
        if (type === appRehydrated.type) {
          started = true;
          pending.push({ at: now(), start: api.getState() as Record<string, unknown>, path: typeof location === 'undefined' ? '' : location.pathname });
          schedule();
        }
        return result;
      }
      if (isPersistAction(type)) {
        const before = api.getState() as Record<string, unknown>;
        const result = next(action);
        const restored = changedSlices(before, api.getState() as Record<string, unknown>);
        if (restored) pending.push({ at: now(), action: eventLogActions.slicesRestored(restored) });
        schedule();
        return result;
      }
      pending.push({ at: now(), action: action as UnknownAction });
      schedule();
      return next(action);
    };
  };

  return {
    middleware,
    seen: (type) => seenTypes.has(type),
    document: async () => (await written()).document(),
    export: async () => JSON.stringify((await written()).document()),
    replay: async (json, replayOptions) => (await import('./event-log-replay')).replayEventLog(json, replayOptions),
    checkpoint: async () => {
      const log = await written();
      // Nothing can be dispatched between these lines: the state is the one after the log's last entry.
      flush();
      const document = log.document();
      if (!document || !liveState) return null;
      return { action: document.dropped + document.entries.length, state: log.masked(liveState() as Record<string, unknown>) };
    },
    exportForDevTools: async () => {
      const [json, { toDevToolsExport }] = await Promise.all([written().then((log) => JSON.stringify(log.document())), import('./event-log-devtools')]);
      return toDevToolsExport(json);
    },
  };
}
