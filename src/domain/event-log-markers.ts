/**
 * What the first load needs of the event log's format (the rest, src/domain/event-log.ts, comes
 * with its writer): the types of the actions the log writes itself (src/state/event-log.ts).
 */
export const LOG_MARKERS = { pageLoaded: 'eventLog/pageLoaded', slicesRestored: 'eventLog/slicesRestored' } as const;

/** redux-persist's own actions: replaying them would read and write sessionStorage. */
export const isPersistAction = (type: string) => type.startsWith('persist/');
