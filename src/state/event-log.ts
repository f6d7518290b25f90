import { createAction, type Reducer } from '@reduxjs/toolkit';
import { createRootReducer } from './root-reducer';
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
export const replayReducer = () => withLogMarkers(createRootReducer() as unknown as Reducer<Record<string, unknown>>);
