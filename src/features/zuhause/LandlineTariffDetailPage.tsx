import { Link, useParams } from 'react-router';
import { AvailabilityBadge } from './AvailabilityBadge';
import { PriceLines } from '../prices';
import { TariffFeatures, TariffTerm } from './TariffFeatures';
import { AddToCartButton } from '../cart';
import { addTariff } from '../cart';
import { GateHint } from './GateHint';
import { useAvailableTariffsPath, useLandlineGate } from './useLandlineGate';
import { InlineLoader } from '../loading';
import { useAppDispatch } from '../../state/store-types';
import { catalogueActions } from '../../state/catalogue';
import { LOADING, useCatalogueResource, useNotFound } from '../catalogue-data';
import './zuhause.css';

/** /zuhause/tarife/{category}/{slug}: one tariff with its prices and the way to hardware and options. */
export function LandlineTariffDetailPage() {
  const { category = '', slug = '' } = useParams();
  const resource = useCatalogueResource({ kind: 'tariff', category, slug }) ?? LOADING;
  const dispatch = useAppDispatch();
  const gateOf = useLandlineGate();
  const availablePath = useAvailableTariffsPath(category);
  useNotFound(resource.error?.status === 404);
  const tariff = resource.data;
  const list = `/zuhause/tarife/${category}`;
  if (!tariff) {
    if (resource.status === 'failed') return <p aria-live="polite">Der Tarif konnte nicht geladen werden.</p>;
    return (
      <InlineLoader
        where="landline-tariff"
        onRetry={() => dispatch(catalogueActions.resourceRequested({ kind: 'tariff', category, slug }))}
      />
    );
  }
  const gate = gateOf(tariff.concrete_product_id);
  return (
    <article className="landline-detail">
      <Link className="back-link" to={list}>
        ← Alle Tarife
      </Link>
      <div className="landline-detail__layout">
        <div className="landline-detail__main card">
          <h1>{tariff.product_name}</h1>
          <AvailabilityBadge gate={gate} />
          {tariff.description && <p className="lead">{tariff.description}</p>}
          <TariffFeatures tariff={tariff} />
          <h2 className="landline-detail__subtitle">So geht es weiter</h2>
          <ol className="landline-detail__steps">
            <li>Verfügbarkeit an Ihrer Adresse prüfen</li>
            <li>
              Router und TV-Hardware wählen
              {tariff.category === 'glasfaser-tarife' ? ' (Glasfaser-Modem inklusive, eigener Router möglich)' : ''}
            </li>
            <li>Optionen wie Streaming oder WLAN Comfort ergänzen</li>
            <li>Bestellung online abschließen</li>
          </ol>
          {tariff.age_limits && (
            <p>
              Für Kundinnen und Kunden von {tariff.age_limits.min} bis {tariff.age_limits.max} Jahren.
            </p>
          )}
        </div>
        <aside className="landline-detail__aside card" aria-label="Preise">
          <PriceLines conditions={tariff.conditions} />
          <TariffTerm tariff={tariff} />
          <GateHint gate={gate} category={category} availablePath={availablePath} id="gate-detail" />
          <nav className="landline-detail__next" aria-label="Tarif zusammenstellen">
            <Link className="button" to={`${list}/${slug}/hardware`}>
              Hardware wählen
            </Link>
            <Link className="button" to={`${list}/${slug}/options`}>
              Optionen wählen
            </Link>
          </nav>
          <div className="landline-detail__actions" data-slot="tariff-actions">
            <AddToCartButton
              action={gate.kind === 'bookable' ? addTariff(tariff) : undefined}
              describedBy={gate.kind === 'bookable' ? undefined : 'gate-detail'}
            />
          </div>
        </aside>
      </div>
    </article>
  );
}
