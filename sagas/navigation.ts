import { call, put, select, takeLatest } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_PAGE_DATA, type PageData } from '../src/domain/page-data';
import { fetchPageData } from '../src/api/pages';
import { navigationActions, type Location } from '../src/state/navigation';
import { selectPageData, selectPageError, uiActions } from '../src/state/ui';
import { callApi, PUBLIC_ONCE } from './api-call';

function* onRouteChanged(action: PayloadAction<Location>): Generator {
  if (yield* select(selectPageError)) yield* put(uiActions.pageErrorCleared());
  // A page rendered ahead (prerendered or on the server) came with its page data: no request, and
  // no HTTP client loaded for it.
  const known = yield* select(selectPageData);
  if (known !== DEFAULT_PAGE_DATA && known.url === action.payload.pathname) return;
  const result = yield* call(callApi<PageData>, PUBLIC_ONCE, fetchPageData, action.payload.pathname);
  // Without page data the page keeps the previous metadata; the content itself does not depend on it.
  if (result.ok) yield* put(uiActions.pageDataLoaded(result.data));
}

export function* navigationSaga(): Generator {
  yield* takeLatest(navigationActions.routeChanged.type, onRouteChanged);
}
