import type { Workbox } from 'workbox-window';

let workbox: Workbox | null = null;
const waitingListeners = new Set<() => void>();
let updateWaiting = false;

let registering = false;

/**
 * Registers /sw.js (built by vite-plugin-pwa) from our own bundle, so the CSP needs no inline script.
 * workbox-window is loaded on demand: registration is not needed for the first paint.
 */
export function registerServiceWorker(): void {
  if (registering || !('serviceWorker' in navigator)) return;
  registering = true;
  void import('workbox-window').then(({ Workbox }) => {
    workbox = new Workbox('/sw.js', { scope: '/' });
    workbox.addEventListener('waiting', () => {
      updateWaiting = true;
      for (const listener of waitingListeners) listener();
    });
    return workbox.register();
  });
}

/** Calls back once a new version waits; returns the unsubscribe. */
export function onUpdateWaiting(listener: () => void): () => void {
  waitingListeners.add(listener);
  if (updateWaiting) listener();
  return () => waitingListeners.delete(listener);
}

/** The shopper accepted the new version: let it take over, then load the page with it. */
export function activateUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
