import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { noStorage } from '../../support/no-storage';
import { createFeatureLoader } from '../../../src/app/features';
import { createShopStore } from '../../../src/app/store';
import { startSessionPersistence } from '../../../src/app/session-persistence';
import { ShopRoutes } from '../../../src/app/ShopRoutes';
import { READY_ATTRIBUTE } from '../../../src/ready-signal';
import { selectAppReady } from '../../../src/state/app';

/**
 * What the app releases once a page is there (the held clicks, the sagas waiting for the app,
 * the service worker) and a feature's code fetched by a render's effect wait for the page's next
 * frame: in the tasks before it, they would hold the page's first paint back.
 */
let mockIconsEvaluated = 0;
jest.mock('../../../sagas/icons', () => {
  mockIconsEvaluated += 1;
  return jest.requireActual<typeof import('../../../sagas/icons')>('../../../sagas/icons');
});

// jsdom has no MessageChannel: a timer's task stands in for the browser's next task.
jest.mock('../../../src/app/yield-to-browser', () => ({
  yieldToBrowser: () => new Promise((resolve) => setTimeout(resolve, 0)),
}));

/** Lets every promise already settled run its callbacks; no task (and so no frame) comes in between. */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

/** The frames the page asked for, painted when the test says so. */
let frameCallbacks: FrameRequestCallback[] = [];
const paintFrame = () => {
  const callbacks = frameCallbacks;
  frameCallbacks = [];
  for (const callback of callbacks) callback(performance.now());
};

const isReady = () => document.documentElement.getAttribute(READY_ATTRIBUTE) === 'true';

describe('after the page’s next frame', () => {
  beforeEach(() => {
    frameCallbacks = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frameCallbacks.push(callback));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    document.documentElement.removeAttribute(READY_ATTRIBUTE);
  });

  it('fetches a feature’s module, not in the task that asked for it', async () => {
    const host = { inject: jest.fn(), runSaga: jest.fn(), dispatch: jest.fn() };
    const features = createFeatureLoader(host);
    const loaded = features.loadFeature('icons');
    await settle();
    expect(mockIconsEvaluated).toBe(0);
    expect(features.isFeatureLoaded('icons')).toBe(false);

    paintFrame();
    await loaded;
    expect(mockIconsEvaluated).toBe(1);
    expect(host.runSaga).toHaveBeenCalled();
    expect(features.isFeatureLoaded('icons')).toBe(true);
  });

  it('sets the ready signal and tells the store once the rendered page’s frame is painted', async () => {
    const store = createShopStore({ storage: noStorage });
    await startSessionPersistence(store, { page: new EventTarget() });
    await act(async () => {
      render(
        <Provider store={store}>
          <MemoryRouter initialEntries={['/access-denied']}>
            <ShopRoutes />
          </MemoryRouter>
        </Provider>,
      );
      await settle();
    });
    expect(isReady()).toBe(false);
    expect(selectAppReady(store.getState())).toBe(false);

    act(paintFrame);
    await waitFor(() => expect(isReady()).toBe(true));
    await waitFor(() => expect(selectAppReady(store.getState())).toBe(true));
  });
});
