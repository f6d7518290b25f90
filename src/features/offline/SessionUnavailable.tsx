import { useAppDispatch, useAppSelector } from '../../state/store-types';
import { selectSessionUnreachable, sessionActions } from '../../state/session';
import { SESSION_UNREACHABLE } from '../../domain/session-token';
import './offline.css';

/**
 * The session request went unanswered after every try: the page stays as it is, and the shopper
 * can ask again (the notice said it once; this stays until it works).
 */
export function SessionUnavailable() {
  const dispatch = useAppDispatch();
  const unreachable = useAppSelector(selectSessionUnreachable);
  if (!unreachable) return null;
  return (
    <section
      className="offline-banner server-status"
      aria-labelledby="session-unavailable-title"
      data-testid="session-unavailable"
    >
      <p id="session-unavailable-title">
        <strong>{SESSION_UNREACHABLE.title}.</strong> {SESSION_UNREACHABLE.message}
      </p>
      <button type="button" className="button button--small" onClick={() => dispatch(sessionActions.retryRequested())}>
        Erneut versuchen
      </button>
    </section>
  );
}
