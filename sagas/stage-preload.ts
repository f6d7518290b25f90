import { call, delay, race, select, take, takeLatest } from 'typed-redux-saga';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { PageData } from '../src/domain/page-data';
import { hasStage, imagesToPreload, STAGE_PRELOAD_DELAY_MS } from '../src/domain/stage';
import { preloadImages } from '../src/api/preload';
import { navigationActions, type Location } from '../src/state/navigation';
import { selectPageData, uiActions } from '../src/state/ui';

/** The page data of the new route usually arrives within this time; without it nothing is preloaded. */
const PAGE_DATA_WAIT_MS = 5000;

function* preloadStage(action: PayloadAction<Location>): Generator {
  const { pathname } = action.payload;
  if (!hasStage(pathname)) return;
  yield* delay(STAGE_PRELOAD_DELAY_MS);
  let page = yield* select(selectPageData);
  // The initial page data also carries url '/', but no stage: only page data with a stage counts as loaded.
  if (page.url !== pathname || !page.stage) {
    const { loaded } = yield* race({
      loaded: take<PayloadAction<PageData>>(uiActions.pageDataLoaded.type),
      timeout: delay(PAGE_DATA_WAIT_MS),
    });
    if (!loaded || loaded.payload.url !== pathname) return;
    page = loaded.payload;
  }
  const images = imagesToPreload(page.stage);
  if (images.length) yield* call(preloadImages, images);
}

/** Spec §2: on the start page and the unterwegs and zuhause routes, preload the first two stage images. */
export function* stagePreloadSaga(): Generator {
  yield* takeLatest(navigationActions.routeChanged.type, preloadStage);
}
