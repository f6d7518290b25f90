import { useAppDispatch, useAppSelector } from '../../state/store-types';
import { selectFailedServerAttempts, selectReadRetry } from '../../state/connectivity';
import { outboxActions, selectUnsentWhileUnreachable } from '../../state/outbox';
import './offline.css';

export const SERVER_UNREACHABLE_MESSAGE = 'Die Verbindung zum Server ist unterbrochen. Wir versuchen es weiter …';

/** A read (or the session request) waits for its next try: said so, with the count, so the shopper knows it goes on. */
export const readRetryText = ({ attempt, of }: { attempt: number; of: number }) =>
  `Keine Antwort vom Server – neuer Versuch ${attempt} von ${of} …`;

const attemptsText = (count: number) => (count === 1 ? '1 Versuch bisher.' : `${count} Versuche bisher.`);

/**
 * Online, but the server does not answer while entries wait in the outbox. The live
 * region stays in the page so that screen readers announce the text when it appears.
 */
export function ServerUnreachableStatus() {
  const dispatch = useAppDispatch();
  const unreachable = useAppSelector(selectUnsentWhileUnreachable);
  const attempts = useAppSelector(selectFailedServerAttempts);
  const readRetry = useAppSelector(selectReadRetry);
  return (
    <div className={unreachable || readRetry ? 'offline-banner server-status' : undefined}>
      <div role="status" aria-live="polite" data-testid="server-status">
        {readRetry && !unreachable && <p data-testid="read-retry">{readRetryText(readRetry)}</p>}
        {unreachable && (
          <>
            <p>{SERVER_UNREACHABLE_MESSAGE}</p>
            <p className="server-status__attempts" data-testid="server-status-attempts">
              {attemptsText(attempts)}
            </p>
          </>
        )}
      </div>
      {unreachable && (
        <button type="button" className="button button--small" onClick={() => dispatch(outboxActions.retryDue())}>
          Jetzt erneut versuchen
        </button>
      )}
    </div>
  );
}
