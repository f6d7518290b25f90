import { formatAddress } from '../../domain/address';
import { isAvailable, type AvailabilityResult } from '../../domain/availability';
import { fastestLine, formatMbit } from '../../domain/bookability';

const TECHNOLOGY_NAMES = { FTTH: 'Glasfaser', VDSL: 'VDSL', ADSL: 'DSL' } as const;

/** The checked address in the spec §3 display format, its fastest line and what is bookable there. */
export function AvailabilityResultView({ result, onReset }: { result: AvailabilityResult; onReset: () => void }) {
  const line = fastestLine(result.max_bandwidth);
  const available = isAvailable(result);
  const count = result.products.length;
  return (
    <div className={`availability-result ${available ? 'availability-result--ok' : 'availability-result--none'}`}>
      <dl className="availability-result__facts">
        <div>
          <dt>Ihre Adresse</dt>
          <dd data-testid="availability-address">{formatAddress(result.address)}</dd>
        </div>
        {line && (
          <div>
            <dt>Maximale Bandbreite</dt>
            <dd data-testid="availability-bandwidth">
              {formatMbit(line.download_kbps)} ({TECHNOLOGY_NAMES[line.technology]}, Upload{' '}
              {formatMbit(line.upload_kbps)})
            </dd>
          </div>
        )}
      </dl>
      <p className="availability-result__message" role="status">
        {available
          ? `An Ihrer Adresse ${count === 1 ? 'ist 1 Tarif' : `sind ${count} Tarife`} für Zuhause verfügbar. Verfügbare Tarife sind markiert.`
          : 'An dieser Adresse ist leider keiner unserer Festnetz- und Glasfasertarife verfügbar.'}
      </p>
      <button type="button" className="button" onClick={onReset}>
        Adresse ändern
      </button>
    </div>
  );
}
