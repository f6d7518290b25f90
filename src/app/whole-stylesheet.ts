import { CRITICAL_STYLESHEET_ATTRIBUTE } from '../domain/server-render';

/** A stalled stylesheet does not keep the page from becoming interactive for long. */
const STYLESHEET_WAIT_MS = 3000;

let loaded: Promise<void> = Promise.resolve();

/**
 * A page rendered on the server may carry only the rules of its first markup inline
 * (server/render/critical-css.ts): it paints from them and its HTML arrives in one round trip.
 * The states that markup does not show yet (a busy button, a dialog, the next page) need the whole
 * stylesheet, linked here by the address the inline one keeps; the app hydrates once it has loaded,
 * failed, or after a bound (`wholeStylesheetLoaded`).
 */
export function linkWholeStylesheet(): void {
  const inline = document.querySelector<HTMLStyleElement>(`style[${CRITICAL_STYLESHEET_ATTRIBUTE}][data-href]`);
  const href = inline?.dataset.href;
  if (!inline || !href) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  loaded = new Promise((resolve) => {
    link.addEventListener(
      'load',
      () => {
        // Its rules are all in the whole one: the browser then matches each rule once, on every change of style.
        inline.remove();
        resolve();
      },
      { once: true },
    );
    link.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, STYLESHEET_WAIT_MS);
  });
  // After the inline rules, so that nothing changes while both are there: the same rules again, and the rest.
  inline.after(link);
}

/** Resolves once the whole stylesheet linked by `linkWholeStylesheet` is there (at once when none was needed). */
export const wholeStylesheetLoaded = (): Promise<void> => loaded;
