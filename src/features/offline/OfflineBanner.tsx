import { useAppSelector } from '../../state/store-types';
import { selectOnline } from '../../state/connectivity';
import { selectPendingCount } from '../../state/outbox';
import './offline.css';

export const OFFLINE_MESSAGE =
  'Sie sind offline. Ihre Eingaben bleiben erhalten und werden gesendet, sobald die Verbindung zurück ist.';

const pendingText = (count: number) =>
  count === 1 ? '1 Eingabe wartet auf die Verbindung.' : `${count} Eingaben warten auf die Verbindung.`;

/** Part of the page chrome: the shopper sees at once that nothing is lost while offline. */
export function OfflineBanner() {
  const online = useAppSelector(selectOnline);
  const pending = useAppSelector(selectPendingCount);
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <p>{OFFLINE_MESSAGE}</p>
      {pending > 0 && <p className="offline-banner__pending">{pendingText(pending)}</p>}
    </div>
  );
}
