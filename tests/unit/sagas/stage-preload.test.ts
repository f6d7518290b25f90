import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { stagePreloadSaga } from '../../../sagas/stage-preload';
import { preloadImages } from '../../../src/api/preload';
import { navigationActions, navigationSlice } from '../../../src/state/navigation';
import { uiActions, uiSlice } from '../../../src/state/ui';
import { STAGES } from '../../../server/catalogue/mobile/stages';

const reducer = combineReducers({ ui: uiSlice.reducer, navigation: navigationSlice.reducer });
const page = (url: string) => ({ name: 'x', description: 'x', image: '/x.svg', url, stage: STAGES[url] });

describe('stage preload saga (spec §2, §9)', () => {
  it('preloads the first two stage images once the page data of the route is there', async () => {
    await expectSaga(stagePreloadSaga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(preloadImages), undefined]])
      .dispatch(navigationActions.routeChanged({ pathname: '/unterwegs', search: '' }))
      .delay(150)
      .dispatch(uiActions.pageDataLoaded(page('/unterwegs')))
      .call(preloadImages, ['/images/stage/unterwegs-1.svg', '/images/stage/unterwegs-2.svg'])
      .silentRun(300);
  });

  it('preloads nothing outside the start page and the two sections', async () => {
    await expectSaga(stagePreloadSaga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(preloadImages), undefined]])
      .dispatch(navigationActions.routeChanged({ pathname: '/agb', search: '' }))
      .dispatch(uiActions.pageDataLoaded(page('/agb')))
      .not.call.fn(preloadImages)
      .silentRun(300);
  });

  it('preloads only the first two of three start-page slides', async () => {
    const state = reducer(undefined, uiActions.pageDataLoaded(page('/')));
    await expectSaga(stagePreloadSaga)
      .withReducer(reducer, state)
      .provide([[matchers.call.fn(preloadImages), undefined]])
      .dispatch(navigationActions.routeChanged({ pathname: '/', search: '' }))
      .call(preloadImages, ['/images/stage/start-1.svg', '/images/stage/start-2.svg'])
      .silentRun(300);
  });
});

describe('stage preload saga on a slow start page', () => {
  it('waits for the start page data instead of taking the initial page data for it', async () => {
    await expectSaga(stagePreloadSaga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(preloadImages), undefined]])
      .dispatch(navigationActions.routeChanged({ pathname: '/', search: '' }))
      .delay(200)
      .dispatch(uiActions.pageDataLoaded(page('/')))
      .call(preloadImages, ['/images/stage/start-1.svg', '/images/stage/start-2.svg'])
      .silentRun(400);
  });
});
