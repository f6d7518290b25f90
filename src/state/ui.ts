import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PAGE_DATA, type PageData } from '../domain/page-data';

/** An error that replaces the page content (spec §2 error page). */
export interface PageError {
  status: number;
  statusMessage?: string;
  message?: string;
  /** A technical line for support, such as 'Page not found: /x'. */
  detail?: string;
  /** The failed request's id, shown as 'Fehlercode'. */
  requestId?: string;
}

export interface UiState {
  pageData: PageData;
  pageError: PageError | null;
}

const initialState: UiState = { pageData: DEFAULT_PAGE_DATA, pageError: null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    pageDataLoaded: (state, action: PayloadAction<PageData>) => {
      state.pageData = action.payload;
    },
    pageErrorRaised: (state, action: PayloadAction<PageError>) => {
      state.pageError = action.payload;
    },
    pageErrorCleared: (state) => {
      state.pageError = null;
    },
  },
});

export const uiActions = uiSlice.actions;

type WithUi = { ui: UiState };
export const selectPageData = (state: WithUi) => state.ui.pageData;
export const selectPageError = (state: WithUi) => state.ui.pageError;
