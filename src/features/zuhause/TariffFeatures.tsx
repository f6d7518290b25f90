import type { Tariff } from '../../domain/catalogue-types';
import { FootnoteMarker } from '../../components/FootnoteMarker';
import { SPEED_LEVELS, speedAt, speedText } from '../../domain/contract-facts';

/** Speed (with the minimum, normal and maximum speeds the contract states) and highlights of a landline tariff, as on its card and its detail page. */
export function TariffFeatures({ tariff }: { tariff: Tariff }) {
  return (
    <>
      {tariff.bandwidth && (
        <p className="landline-card__speed">
          <strong>{tariff.bandwidth.download_mbit} Mbit/s</strong>
          <span>Download · {tariff.bandwidth.upload_mbit} Mbit/s Upload</span>
        </p>
      )}
      {tariff.bandwidth && (
        <details className="landline-speeds">
          <summary>Geschwindigkeiten: minimal, normal, maximal</summary>
          <dl data-testid="tariff-speeds">
            {SPEED_LEVELS.map(({ key, label }) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>{speedText(speedAt(tariff.bandwidth!, key))}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      <ul className="landline-card__highlights">
        {tariff.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
    </>
  );
}

/** The minimum term with the tariff's footnotes. */
export function TariffTerm({ tariff }: { tariff: Tariff }) {
  return (
    <p className="landline-card__term">
      {tariff.properties.min_term_months} Monate Mindestlaufzeit
      <FootnoteMarker tags={tariff.footnotes} label={`Fußnoten zu ${tariff.product_name}`} />
    </p>
  );
}
