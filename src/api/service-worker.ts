/** The version that waits to take over, once there is one. */
let waitingWorker: ServiceWorker | null = null;
const waitingListeners = new Set<() => void>();

let registering = false;

function offer(worker: ServiceWorker) {
  waitingWorker = worker;
  for (const listener of waitingListeners) listener();
}

/** Follows an installing worker: once installed beside an active one, it is a new version that waits. */
function watch(registration: ServiceWorkerRegistration, worker: ServiceWorker | null) {
  worker?.addEventListener('statechange', () => {
    if (worker.state === 'installed' && registration.active) offer(worker);
  });
}

/**
 * Registers /sw.js (built by vite-plugin-pwa) from our own bundle, so the CSP needs no inline script,
 * once the page has loaded (as workbox-window does). The few lines of workbox-window the shop used
 * (the 'waiting' version, skip waiting, reload when it controls) are written out here: its 2 KB
 * gzip would be on every first load (issue 13).
 */
export function registerServiceWorker(): void {
  if (registering || !('serviceWorker' in navigator)) return;
  registering = true;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        // Installed on an earlier visit, and still waiting.
        if (registration.waiting && registration.active) offer(registration.waiting);
        watch(registration, registration.installing);
        registration.addEventListener('updatefound', () => watch(registration, registration.installing));
      })
      .catch(() => undefined);
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** Calls back once a new version waits; returns the unsubscribe. */
export function onUpdateWaiting(listener: () => void): () => void {
  waitingListeners.add(listener);
  if (waitingWorker) listener();
  return () => waitingListeners.delete(listener);
}

/** The shopper accepted the new version: let it take over (the worker's SKIP_WAITING message), then load the page with it. */
export function activateUpdate(): void {
  if (!waitingWorker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waitingWorker.postMessage({ type: 'SKIP_WAITING' });
}
