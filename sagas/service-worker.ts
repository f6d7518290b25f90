import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take, takeEvery } from 'typed-redux-saga';
import { activateUpdate, onUpdateWaiting } from '../src/api/service-worker';
import { appUpdateAccepted } from '../src/state/app-update';
import { notify } from '../src/state/notifications';

const updateWaitingChannel = (): EventChannel<true> => eventChannel((emit) => onUpdateWaiting(() => emit(true)));

/** registerType 'prompt': a new version is offered as a toast action, never forced mid-order. */
export function* serviceWorkerSaga(): Generator {
  yield* takeEvery(appUpdateAccepted.type, function* accept() {
    yield* call(activateUpdate);
  });
  const channel = yield* call(updateWaitingChannel);
  for (;;) {
    yield* take(channel);
    yield* put(
      notify({
        type: 'info',
        title: 'Eine neue Version des Shops ist verfügbar',
        message: 'Ihre Eingaben bleiben beim Neuladen erhalten.',
        duration: 0,
        position: 'bottom-right',
        action: { label: 'Jetzt neu laden', type: appUpdateAccepted.type },
      }),
    );
  }
}
