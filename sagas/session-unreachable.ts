import { put } from 'typed-redux-saga';
import { SESSION_UNREACHABLE } from '../src/domain/session-token';
import { sessionActions } from '../src/state/session';
import { notify } from '../src/state/notifications';

/**
 * The server gave no usable answer to any try, or the session's code did not come: the connection,
 * not the token, is the trouble, so no 401 page; a German notice and 'Erneut versuchen'
 * (src/features/offline/SessionUnavailable.tsx).
 */
export function* sessionUnreachable(): Generator {
  yield* put(sessionActions.unreachable());
  yield* put(notify({ type: 'error', title: SESSION_UNREACHABLE.title, message: SESSION_UNREACHABLE.message }));
}
