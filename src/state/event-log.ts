import { createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { createRootReducer } from './root-reducer';
import { declarationsSlice } from './declarations';
import { iconsSlice } from './icons';
import { isPersistAction, LOG_MARKERS } from '../domain/event-log-markers';

/**
 * Actions the log writes itself. A page load of the same tab starts a new store, restored from
 * sessionStorage: its state is the marker's, so a replay does not depend on what the storage held.
 * What redux-persist changes in the store (its actions read storage, so they are never replayed)
 * is kept as the slices it changed.
 */
export const eventLogActions = {
  pageLoaded: createAction<{ path: string; state: Record<string, unknown> }>(LOG_MARKERS.pageLoaded),
  slicesRestored: createAction<Record<string, unknown>>(LOG_MARKERS.slicesRestored),
};

/** The shop's reducer plus the log's markers: what a replay (or a fold into the snapshot) runs. */
export function withLogMarkers<S extends Record<string, unknown>>(reducer: Reducer<S>): Reducer<S> {
  return (state, action) => {
    if (eventLogActions.pageLoaded.match(action)) return action.payload.state as S;
    if (eventLogActions.slicesRestored.match(action)) return { ...(state as S), ...action.payload };
    if (isPersistAction(action.type)) return state as S;
    return reducer(state, action);
  };
}

/** The reducer a replay (or a fold into the log's snapshot) runs: the shop's reducers plus the log's markers. */
export const replayReducer = () => {
  const root = createRootReducer();
  // A feature's slice joins the root just before the feature's first intent, as in the shop (src/app/features.ts).
  const reducer = (state: Record<string, unknown> | undefined, action: UnknownAction) => {
    for (const slice of [declarationsSlice, iconsSlice])
      if (action.type.startsWith(`${slice.reducerPath}/`)) root.inject(slice);
    return (root as unknown as Reducer<Record<string, unknown>>)(state, action);
  };
  return withLogMarkers(reducer);
};
