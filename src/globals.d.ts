/** Replaced at build time (vite.config.ts) and set in tests (jest globals). */
declare const __API_BASE_URL__: string;

interface Window {
  /** The developer event log (src/app/event-log.ts): export() and replay(json). */
  __shopEventLog?: import('./app/event-log').EventLog;
}
