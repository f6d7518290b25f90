import { combineReducers } from '@reduxjs/toolkit';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { stagePreloadSaga } from '../../../sagas/stage-preload';
import { preloadImages } from '../../../src/api/preload';
import { navigationActions, navigationSlice } from '../../../src/state/navigation';
import { uiActions, uiSlice } from '../../../src/state/ui';
import { STAGES } from '../../../server/catalogue/mobile/stages';
import { STAGE_PRELOAD_DELAY_MS } from '../../../src/domain/stage';
import { dynamic } from 'redux-saga-test-plan/providers';
import { delayFunction } from '../../support/saga-providers';

const reducer = combineReducers({ ui: uiSlice.reducer, navigation: navigationSlice.reducer });
/**
 * The saga's short wait before preloading passes at once and its wait for the page data never
 * ends by itself: what the tests dispatch decides, not how busy the machine is.
 */
const PROVIDERS = [
  [matchers.call.fn(preloadImages), undefined],
  [
    matchers.call.fn(delayFunction),
    dynamic(({ args }: { args: unknown[] }) =>
      args[0] === STAGE_PRELOAD_DELAY_MS ? undefined : new Promise<never>(() => undefined),
    ),
  ],
] as const;

const page = (url: string) => ({ name: 'x', description: 'x', image: '/x.svg', url, stage: STAGES[url] });

describe('stage preload saga (spec §2, §9)', () => {
  it('preloads the first two stage images once the page data of the route is there', async () => {
    await expectSaga(stagePreloadSaga)
      .withReducer(reducer)
      .provide(PROVIDERS as never)
      .dispatch(navigationActions.routeChanged({ pathname: '/unterwegs', search: '' }))
      .delay(150)
      .dispatch(uiActions.pageDataLoaded(page('/unterwegs')))
      .call(preloadImages, ['/images/stage/unterwegs-1.svg', '/images/stage/unterwegs-2.svg'])
      .silentRun(300);
  });

  it('preloads nothing outside the start page and the two sections', async () => {
    await expectSaga(stagePreloadSaga)
      .withReducer(reducer)
      .provide(PROVIDERS as never)
      .dispatch(navigationActions.routeChanged({ pathname: '/agb', search: '' }))
      .dispatch(uiActions.pageDataLoaded(page('/agb')))
      .not.call.fn(preloadImages)
      .silentRun(300);
  });

  it('preloads only the first two of three start-page slides', async () => {
    const state = reducer(undefined, uiActions.pageDataLoaded(page('/')));
    await expectSaga(stagePreloadSaga)
      .withReducer(reducer, state)
      .provide(PROVIDERS as never)
      .dispatch(navigationActions.routeChanged({ pathname: '/', search: '' }))
      .call(preloadImages, ['/images/stage/start-1.svg', '/images/stage/start-2.svg'])
      .silentRun(300);
  });
});

describe('stage preload saga on a slow start page', () => {
  it('waits for the start page data instead of taking the initial page data for it', async () => {
    await expectSaga(stagePreloadSaga)
      .withReducer(reducer)
      .provide(PROVIDERS as never)
      .dispatch(navigationActions.routeChanged({ pathname: '/', search: '' }))
      .delay(200)
      .dispatch(uiActions.pageDataLoaded(page('/')))
      .call(preloadImages, ['/images/stage/start-1.svg', '/images/stage/start-2.svg'])
      .silentRun(400);
  });
});
