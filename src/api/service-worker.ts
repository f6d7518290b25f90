import type { Workbox } from 'workbox-window';
import { loadChunk } from './chunk-retry';
import { whenReady } from '../early/signals';

/** The registration, once workbox-window has loaded and registered /sw.js. */
let workbox: Workbox | null = null;
/** A new version waits to take over (installed on this visit or an earlier one). */
let updateWaiting = false;
const waitingListeners = new Set<() => void>();

let registering = false;

/**
 * workbox-window's `Workbox` for the worker vite-plugin-pwa builds (/sw.js), registered from our own
 * bundle so the CSP needs no inline script. Its code is fetched only once the page has loaded: the
 * worker serves the next visit, and nothing on this page waits for it.
 */
async function register(): Promise<void> {
  const { Workbox } = await loadChunk(() => import('workbox-window'));
  const instance = new Workbox('/sw.js', { scope: '/' });
  // Also fired for a version installed on an earlier visit that still waits.
  instance.addEventListener('waiting', () => {
    updateWaiting = true;
    for (const listener of waitingListeners) listener();
  });
  workbox = instance;
  await instance.register();
}

/**
 * Registers the worker once the page has loaded (workbox-window's advice) and the app is ready (the
 * page rendered or hydrated): on a page rendered in the browser the load event comes before its
 * first render, and the worker's code and precaching would share the line with the page's.
 */
export function registerServiceWorker(): void {
  if (registering || !('serviceWorker' in navigator)) return;
  registering = true;
  // Without the worker the shop works as before (online only): nothing to tell the shopper.
  const start = () => void register().catch(() => undefined);
  const afterReady = () => whenReady(start);
  if (document.readyState === 'complete') afterReady();
  else window.addEventListener('load', afterReady, { once: true });
}

/** Calls back once a new version waits; returns the unsubscribe. */
export function onUpdateWaiting(listener: () => void): () => void {
  waitingListeners.add(listener);
  if (updateWaiting) listener();
  return () => waitingListeners.delete(listener);
}

/** The shopper accepted the new version: let it take over (skip waiting), then load the page with it. */
export function activateUpdate(): void {
  if (!workbox || !updateWaiting) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}
