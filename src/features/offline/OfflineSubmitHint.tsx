import { useAppSelector } from '../../state/store-types';
import { selectSendsWhenOnline } from '../../state/connectivity';
import './offline.css';

/** Next to the order button: while offline the order is queued, not lost. */
export function OfflineSubmitHint() {
  const queued = useAppSelector(selectSendsWhenOnline);
  if (!queued) return null;
  return (
    <p className="offline-submit-hint" role="status" data-testid="offline-submit-hint">
      Sie sind offline: Ihre Bestellung wird gesendet, sobald die Verbindung zurück ist.
    </p>
  );
}
