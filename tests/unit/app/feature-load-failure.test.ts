import { noStorage } from '../../support/no-storage';
import { createShopStore } from '../../../src/app/store';
import { startSessionPersistence } from '../../../src/app/session-persistence';
import { FEATURE_LOAD_FAILED } from '../../../src/app/features';
import { iconsActions, selectIcons } from '../../../src/state/icons';

let mockOffline = true;
jest.mock('../../../sagas/icons', () => {
  if (mockOffline) throw new TypeError('Failed to fetch dynamically imported module');
  return jest.requireActual<typeof import('../../../sagas/icons')>('../../../sagas/icons');
});

it('tells the shopper when a feature’s code does not come, and loads it with the next intent', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = createShopStore({ storage: noStorage });
  await startSessionPersistence(store, { page: new EventTarget() });
  await expect(store.loadFeature('icons')).rejects.toThrow('Failed to fetch');
  expect(store.getState().notifications).toEqual([
    expect.objectContaining({ title: FEATURE_LOAD_FAILED.title, message: FEATURE_LOAD_FAILED.message }),
  ]);
  expect(store.isFeatureLoaded('icons')).toBe(false);
  mockOffline = false;
  await store.loadFeature('icons');
  store.dispatch(iconsActions.iconFailed('tv'));
  expect(selectIcons(store.getState())).toEqual({ tv: { status: 'failed' } });
  error.mockRestore();
});
