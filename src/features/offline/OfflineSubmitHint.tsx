import { useSelector } from 'react-redux';
import { selectSendsWhenOnline, type ConnectivityState } from '../../state/connectivity';
import './offline.css';

/** Next to the order button: while offline the order is queued, not lost. */
export function OfflineSubmitHint() {
  const queued = useSelector((state: { connectivity: ConnectivityState }) => selectSendsWhenOnline(state));
  if (!queued) return null;
  return (
    <p className="offline-submit-hint" role="status" data-testid="offline-submit-hint">
      Sie sind offline: Ihre Bestellung wird gesendet, sobald die Verbindung zurück ist.
    </p>
  );
}
