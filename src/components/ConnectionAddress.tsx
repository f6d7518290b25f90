import { formatAddress, type Address } from '../domain/address';
import './connection-address.css';

/** The checked address a landline tariff is ordered for, wherever the order is shown. */
export function ConnectionAddress({ address, note }: { address: Address; note?: string }) {
  return (
    <dl className="connection-address">
      <dt>Anschlussadresse</dt>
      <dd data-testid="connection-address">{formatAddress(address)}</dd>
      {note && <dd className="connection-address__note">{note}</dd>}
    </dl>
  );
}
