import type { Tariff } from '../../domain/catalogue-types';
import { SPEED_LEVELS, serviceFacts, speedAt, mbit, terminationLines } from '../../domain/contract-facts';
import { priceTexts, termText } from '../../domain/price-texts';
import { useCatalogueResource } from '../catalogue-data';
import { CatalogueStatus } from '../catalogue-data';
import './product-sheet.css';

/** The three speeds of a fixed-line tariff; its wrapper scrolls by keyboard on a narrow screen. */
function SpeedTable({ tariff }: { tariff: Tariff }) {
  const speeds = tariff.bandwidth!;
  const caption = `Geschwindigkeiten ${tariff.product_name}`;
  return (
    <div className="legal__table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="legal__table" data-testid="sheet-speeds">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Geschwindigkeit</th>
            <th scope="col">Download</th>
            <th scope="col">Upload</th>
          </tr>
        </thead>
        <tbody>
          {SPEED_LEVELS.map(({ key, label }) => {
            const speed = speedAt(speeds, key);
            return (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td>{mbit(speed.download_mbit)}</td>
                <td>{mbit(speed.upload_mbit)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** One tariff's information sheet, every figure from its catalogue entry. */
function TariffSheet({ tariff }: { tariff: Tariff }) {
  const headingId = `pib-${tariff.slug}`;
  const facts = serviceFacts({ ...tariff, sublevel: tariff.properties.sublevel }).filter(
    (fact) => fact.label !== 'Geschwindigkeit',
  );
  return (
    <article className="product-sheet" aria-labelledby={headingId} data-tariff={tariff.slug}>
      <h3 id={headingId}>{tariff.product_name}</h3>
      {tariff.bandwidth && <SpeedTable tariff={tariff} />}
      <dl className="product-sheet__facts">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
        <div>
          <dt>Preise</dt>
          <dd>{priceTexts(tariff.conditions).join('; ')}</dd>
        </div>
        <div>
          <dt>Mindestvertragslaufzeit</dt>
          <dd>{termText({ termMonths: tariff.properties.min_term_months })}</dd>
        </div>
        <div>
          <dt>Kündigung</dt>
          <dd>{terminationLines(tariff.properties.min_term_months, false).join(' ')}</dd>
        </div>
      </dl>
    </article>
  );
}

/** The information sheets of every tariff of one catalogue category, in the catalogue's order. */
export function TariffSheets({ category }: { category: string }) {
  const resource = { kind: 'tariffs', category } as const;
  const list = useCatalogueResource(resource);
  if (!list || list.status !== 'loaded' || !list.data) return <CatalogueStatus entry={list} resource={resource} />;
  return (
    <div className="product-sheets">
      {list.data.tariffs.map((tariff) => (
        <TariffSheet key={tariff.concrete_product_id} tariff={tariff} />
      ))}
    </div>
  );
}
