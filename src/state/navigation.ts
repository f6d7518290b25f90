import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_SHOP_ROUTE, nextLastShopRoute } from '../domain/shop-route';

export interface Location {
  pathname: string;
  search: string;
}

export interface NavigationState {
  current: Location | null;
  lastShopRoute: string;
}

const initialState: NavigationState = { current: null, lastShopRoute: DEFAULT_SHOP_ROUTE };

export const navigationSlice = createSlice({
  name: 'navigation',
  initialState,
  reducers: {
    /** Dispatched on every route change, so sagas (session check, metadata) can follow it. */
    routeChanged: (state, action: PayloadAction<Location>) => {
      state.lastShopRoute = nextLastShopRoute(state.lastShopRoute, state.current, action.payload.pathname);
      state.current = action.payload;
    },
  },
});

export const navigationActions = navigationSlice.actions;

type WithNavigation = { navigation: NavigationState };
export const selectLastShopRoute = (state: WithNavigation) => state.navigation.lastShopRoute;
export const selectCurrentLocation = (state: WithNavigation) => state.navigation.current;
