import { useCallback } from 'react';
import type { Store, UnknownAction } from '@reduxjs/toolkit';
import { useStore } from 'react-redux';
import type { declarationsSlice } from './declarations';
import type { iconsSlice } from './icons';

/** The parts of the shop whose slice and sagas come in a chunk of their own (src/app/features.ts). */
export type FeatureName = 'cart' | 'availability' | 'checkout' | 'declarations' | 'icons';

/**
 * What a feature module brings: the slices it injects into the root reducer (Redux Toolkit's
 * `combineSlices(...).inject`) and the sagas it starts with `sagaMiddleware.run`, once per store.
 */
/** The slices a feature brings: those the root declares as lazily loaded (src/state/root-reducer.ts). */
export type InjectableSlice = typeof declarationsSlice | typeof iconsSlice;

export interface FeatureModule {
  slices?: ReadonlyArray<InjectableSlice>;
  sagas: ReadonlyArray<() => Generator>;
}

export type LoadFeature = (name: FeatureName) => Promise<void>;

/**
 * Redux's code-splitting guide hangs the injection on the store (`store.injectReducer`): the shop's
 * store carries `loadFeature`. A store built without it (tests that start their sagas themselves)
 * has nothing to load.
 */
export interface FeatureLoading {
  loadFeature: LoadFeature;
  /** True once the module's slices are injected and its sagas run: its intents are handled at once. */
  isFeatureLoaded: (name: FeatureName) => boolean;
}

const canLoad = (store: Store): store is Store & FeatureLoading =>
  typeof (store as Partial<FeatureLoading>).loadFeature === 'function';

/**
 * For a component that must know when its intents are handled (it navigates after them): each waits
 * for the feature's module (its saga listens then) and is dispatched in the order given; nothing
 * dispatched while the code loads is lost. Once the module is there, it is dispatched at once.
 * Resolves once dispatched, or once the code has failed to load for good (never rejects).
 */
export function useFeatureDispatchAsync(feature: FeatureName): (action: UnknownAction) => Promise<void> {
  const store = useStore();
  return useCallback(
    (action: UnknownAction) => {
      if (!canLoad(store) || store.isFeatureLoaded(feature)) {
        store.dispatch(action);
        return Promise.resolve();
      }
      // A module that cannot be loaded is reported to the shopper by the loader (src/app/features.ts).
      return store.loadFeature(feature).then(
        () => void store.dispatch(action),
        () => undefined,
      );
    },
    [store, feature],
  );
}

/** The same for an event handler that only dispatches: fire and forget, in the order given. */
export function useFeatureDispatch(feature: FeatureName): (action: UnknownAction) => void {
  const dispatchWhenLoaded = useFeatureDispatchAsync(feature);
  return useCallback((action: UnknownAction) => void dispatchWhenLoaded(action), [dispatchWhenLoaded]);
}
