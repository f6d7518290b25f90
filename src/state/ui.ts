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
  /**
   * The name the page shown gives itself where the page data cannot know it (a checkout step's
   * place in this order's steps, an error page); null while the page data's name applies.
   */
  pageName: string | null;
}

const initialState: UiState = { pageData: DEFAULT_PAGE_DATA, pageError: null, pageName: null };

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
    pageNamed: (state, action: PayloadAction<string | null>) => {
      state.pageName = action.payload;
    },
  },
});

export const uiActions = uiSlice.actions;

type WithUi = { ui: UiState };
export const selectPageData = (state: WithUi) => state.ui.pageData;
export const selectPageError = (state: WithUi) => state.ui.pageError;
/** What the document's title names: the page's own name, else its page data's. */
export const selectPageName = (state: WithUi) => state.ui.pageName ?? state.ui.pageData.name;
