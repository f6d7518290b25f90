import type { Dispatch, Store, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { createRootReducer } from './root-reducer';

/** The whole client state, derived from the root reducer so that no feature needs src/app for it. */
export type RootState = ReturnType<ReturnType<typeof createRootReducer>>;
/** No thunks: side effects run in sagas (ARCHITECTURE.md "Client state"), so plain actions only. */
type AppDispatch = Dispatch<UnknownAction>;

export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** For values read once (initial form values), where a subscription would reset what is typed. */
export const useAppStore = useStore.withTypes<Store<RootState>>();
