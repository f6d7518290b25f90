import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { isPersistAction, LOG_MARKERS } from '../domain/event-log-markers';
import { appRehydrated } from '../state/app';
import type { EventLogReader } from '../state/event-log-reader';
import { loadChunk } from '../api/chunk-retry';
import type { EventLogWriter, RecordedItem } from './event-log-writer';
import type { ReplayOptions, ReplayStore } from './event-log-replay';

/** The log the store records into; what screens read of it is the EventLogReader (src/state/event-log-reader.ts). */
export interface EventLog extends EventLogReader {
  middleware: Middleware;
  /** Whether an action of this type was dispatched since this page loaded (tests wait for the app by it). */
  seen(type: string): boolean;
  /** A fresh store (reducers only: no sagas, no requests, no storage) at the end of a log, or after its action `upTo`. */
  replay(json: string, options?: ReplayOptions): Promise<ReplayStore>;
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

/** Idle time where the browser offers it, else the next task: never inside the dispatch. */
const whenIdle = (work: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 0);
};

/** The top-level slices an action of redux-persist replaced (its actions are not replayed, their effect is). */
function changedSlices(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> | null {
  const changed = Object.keys(after).filter((key) => after[key] !== before[key]);
  return changed.length > 0 ? Object.fromEntries(changed.map((key) => [key, after[key]])) : null;
}

/**
 * The session's event log (README "Debugging a shopper's session"). In a dispatch it only keeps a
 * reference to the action (actions and states are immutable); masking, bounding and writing to
 * sessionStorage happen later, in idle time, in a module loaded on demand (./event-log-writer)
 * with the shopper's first interaction.
 * The log starts when the session is restored (appRehydrated), with that state as its snapshot,
 * and goes on across page loads of the tab, each marked by an entry that carries the state.
 */
export function createEventLog(options: EventLogOptions = {}): EventLog {
  const now = options.now ?? Date.now;
  let started = false;
  let pending: RecordedItem[] = [];
  let scheduled = false;
  let wanted = false;
  let writer: EventLogWriter | null = null;
  let loading: Promise<EventLogWriter> | null = null;
  let liveState: (() => unknown) | null = null;
  const seenTypes = new Set<string>();
  const watchers = new Set<(action: UnknownAction) => void>();

  const load = () =>
    (loading ??= loadChunk(() => import('./event-log-writer')).then(({ EventLogWriter: Writer }) => {
      writer = new Writer(options.storage?.(), options.bounds);
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
    if (scheduled || !wanted) return;
    scheduled = true;
    void load().then(
      () => whenIdle(flush),
      () => (scheduled = false),
    );
  };

  /** Works with the writer once its code is there and what is pending is written. */
  const via = async <R>(work: (writer: EventLogWriter) => R | Promise<R>): Promise<R> => {
    wanted = true;
    await load();
    flush();
    return work(writer!);
  };

  const page = options.page === undefined ? (typeof window === 'undefined' ? null : window) : options.page;
  page?.addEventListener('pagehide', flush);
  // The writer's code comes after the shopper's first interaction (or when the tab is put aside), not
  // with the page's first load: until then the actions wait in memory. A page left untouched loses
  // only what it did by itself, and the next page's marker carries the state all the same. It is
  // asked for in idle time, not inside the press: that press's answer must not wait for the import.
  const want = () =>
    whenIdle(() => {
      wanted = true;
      schedule();
    });
  for (const type of ['pointerdown', 'keydown', 'touchstart', 'visibilitychange'])
    page?.addEventListener(type, want, { once: true, capture: true, passive: true });

  const middleware: Middleware = (api) => {
    liveState = () => api.getState();
    return (next) => (action) => {
      const type = (action as UnknownAction | undefined)?.type;
      if (typeof type !== 'string') return next(action);
      seenTypes.add(type);
      if (!started) {
        const result = next(action);
        if (type === appRehydrated.type) {
          started = true;
          pending.push({
            at: now(),
            start: api.getState() as Record<string, unknown>,
            path: globalThis.location?.pathname ?? '',
          });
          schedule();
        }
        return result;
      }
      if (isPersistAction(type)) {
        const before = api.getState() as Record<string, unknown>;
        const result = next(action);
        const restored = changedSlices(before, api.getState() as Record<string, unknown>);
        // The marker as data: its action creator (src/state/event-log.ts) loads with the writer.
        if (restored) pending.push({ at: now(), action: { type: LOG_MARKERS.slicesRestored, payload: restored } });
        schedule();
        return result;
      }
      pending.push({ at: now(), action: action as UnknownAction });
      schedule();
      const result = next(action);
      for (const watcher of watchers) watcher(action as UnknownAction);
      return result;
    };
  };

  return {
    middleware,
    seen: (type) => seenTypes.has(type),
    watch: (listener) => {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
    document: () => via((writer) => writer.document()),
    export: () => via((writer) => writer.export()),
    replay: (json, replayOptions) => via((writer) => writer.replay(json, replayOptions)),
    // Flushed in the same task as the state is read: nothing is dispatched in between.
    checkpoint: () =>
      via((writer) => (flush(), liveState ? writer.checkpoint(liveState() as Record<string, unknown>) : null)),
    exportForDevTools: () => via((writer) => writer.exportForDevTools()),
  };
}
