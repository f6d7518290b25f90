import { createAction, type Reducer } from '@reduxjs/toolkit';

/**
 * Actions the log writes itself. A page load of the same tab starts a new store, restored from
 * sessionStorage: its state is the marker's, so a replay does not depend on what the storage held.
 * What redux-persist changes in the store (its actions read storage, so they are never replayed)
 * is kept as the slices it changed.
 */
export const eventLogActions = {
  pageLoaded: createAction<{ path: string; state: Record<string, unknown> }>('eventLog/pageLoaded'),
  slicesRestored: createAction<Record<string, unknown>>('eventLog/slicesRestored'),
};

/** redux-persist's own actions: replaying them would read and write sessionStorage. */
export const isPersistAction = (type: string) => type.startsWith('persist/');

/** The shop's reducer plus the log's markers: what a replay (or a fold into the snapshot) runs. */
export function withLogMarkers<S extends Record<string, unknown>>(reducer: Reducer<S>): Reducer<S> {
  return (state, action) => {
    if (eventLogActions.pageLoaded.match(action)) return action.payload.state as S;
    if (eventLogActions.slicesRestored.match(action)) return { ...(state as S), ...action.payload };
    if (isPersistAction(action.type)) return state as S;
    return reducer(state, action);
  };
}

