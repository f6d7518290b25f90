/**
 * The feature modules a page does not need at start, each a chunk of its own: the one place that
 * maps a feature's name to its module. A module is loaded with the first intent of its feature
 * (`useFeatureDispatch`, src/state/feature-loading.ts) or, for the checkout, at start when the
 * restored session needs it (sagas/index.ts); its slices are injected and its sagas started once.
 */
import type { Action } from '@reduxjs/toolkit';
import type { FeatureLoading, FeatureModule, FeatureName, InjectableSlice } from '../state/feature-loading';
import { notify } from '../state/notifications';
import { loadChunk } from '../api/chunk-retry';
import { afterNextPaint } from '../components/next-paint';

const FEATURE_MODULES: Record<FeatureName, () => Promise<FeatureModule>> = {
  cart: () => loadChunk(async () => (await import('../../sagas/cart')).CART_FEATURE),
  availability: () => loadChunk(async () => (await import('../../sagas/availability')).AVAILABILITY_FEATURE),
  checkout: () => loadChunk(async () => (await import('../../sagas/checkout')).CHECKOUT_FEATURE),
  declarations: () => loadChunk(async () => (await import('../../sagas/declarations')).DECLARATIONS_FEATURE),
  icons: () => loadChunk(async () => (await import('../../sagas/icons')).ICONS_FEATURE),
};

/** What the loader needs of the store it serves. */
export interface FeatureHost {
  inject: (slice: InjectableSlice) => void;
  runSaga: (saga: () => Generator) => void;
  dispatch: (action: Action) => void;
}

/** Shown when a feature's code does not come even after the retries (offline before it was cached). */
export const FEATURE_LOAD_FAILED = {
  type: 'error' as const,
  title: 'Funktion nicht verfügbar',
  message: 'Diese Funktion konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
};

/** One loader per store: each module is loaded once and started once for it; a failed load is tried again with the next intent. */
export function createFeatureLoader(host: FeatureHost): FeatureLoading {
  const loading = new Map<FeatureName, Promise<void>>();
  const loaded = new Set<FeatureName>();
  const start = (name: FeatureName, module: FeatureModule) => {
    for (const slice of module.slices ?? []) host.inject(slice);
    for (const saga of module.sagas) host.runSaga(saga);
    loaded.add(name);
  };
  const loadFeature = (name: FeatureName) => {
    let promise = loading.get(name);
    if (!promise) {
      // Fetched once the frame that asked for it is painted: a page's first render, or the busy
      // button of a click, is not held back by the tasks that fetch and start the module.
      promise = afterNextPaint()
        .then(FEATURE_MODULES[name])
        .then(
          (module) => start(name, module),
          (error: unknown) => {
            loading.delete(name);
            console.error(`Der Code für ${name} konnte nicht geladen werden`, error);
            host.dispatch(notify(FEATURE_LOAD_FAILED));
            throw error;
          },
        );
      loading.set(name, promise);
    }
    return promise;
  };
  return { loadFeature, isFeatureLoaded: (name) => loaded.has(name) };
}
