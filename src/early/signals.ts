/**
 * What the page's early script (src/early/early-script.ts, inline in every server-rendered page)
 * and the app tell each other. They are built apart (the early script runs before any of the app's
 * code has arrived), so they share no module state: only the document, its attributes and events.
 */

/** `<html data-shop-ready="true">` once the app has hydrated and its sagas run (src/ready-signal.ts). */
export const READY_ATTRIBUTE = 'data-shop-ready';
/** Dispatched on the document in the same step as the attribute is set: held clicks are carried out. */
export const READY_EVENT = 'shop:ready';
/** Whether the app has signalled that it is ready (the attribute is set once and never removed). */
export const isReady = () => document.documentElement.getAttribute(READY_ATTRIBUTE) === 'true';
/** Calls back once the app is ready: at once if it already is. */
export function whenReady(callback: () => void): void {
  if (isReady()) callback();
  else document.addEventListener(READY_EVENT, callback, { once: true });
}
/** Dispatched on the document when the app's code cannot be loaded, even after the loader's retries. */
export const APP_MISSING_EVENT = 'shop:app-missing';
/** The shell's hidden message for that case (src/index.html, src/app-not-loaded.ts). */
export const APP_NOT_LOADED_ID = 'app-not-loaded';
/** The server-rendered page's code tags, inert until the early script starts them after the first paint. */
export const APP_CODE_TEMPLATE_ID = 'app-code';
/** Marks a checkout step around its form with the step whose kept values the early script shows there (src/early/kept-values.ts). */
export const KEPT_VALUES_ATTRIBUTE = 'data-kept-values';
