import { expectSaga } from 'redux-saga-test-plan';
import { serviceWorkerSaga } from '../../../sagas/service-worker';
import { activateUpdate } from '../../../src/api/service-worker';
import { appUpdateAccepted } from '../../../src/state/app-update';
import { notificationsSlice } from '../../../src/state/notifications';
import { ran } from '../../support/saga-run';

jest.mock('../../../src/api/service-worker', () => ({
  // A new version is already waiting when the saga starts.
  onUpdateWaiting: (listener: () => void) => {
    setTimeout(listener, 0);
    return () => undefined;
  },
  activateUpdate: jest.fn(),
}));

describe('a new version of the shop (registerType "prompt")', () => {
  it('is offered in a toast whose button activates it, instead of being forced', async () => {
    const { storeState } = await ran(
      expectSaga(serviceWorkerSaga)
        .withReducer(notificationsSlice.reducer)
        .delay(20)
        .dispatch(appUpdateAccepted())
        .call(activateUpdate)
        .silentRun(60),
      notificationsSlice.reducer,
    );
    expect(storeState).toEqual([
      expect.objectContaining({
        type: 'info',
        duration: 0,
        action: { label: 'Jetzt neu laden', type: appUpdateAccepted.type },
      }),
    ]);
  });

  it('does nothing until the shopper presses the button', async () => {
    await expectSaga(serviceWorkerSaga).withReducer(notificationsSlice.reducer).not.call(activateUpdate).silentRun(40);
  });
});
