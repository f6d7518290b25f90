import { LOADING } from '../catalogue-data';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Tariff } from '../../domain/catalogue-types';
import { AvailabilityPanel } from '../availability';
import { LandlineTariffCard } from './LandlineTariffCard';
import { useAvailableTariffsPath, useLandlineGate } from './useLandlineGate';
import { useCatalogueResource } from '../catalogue-data';
import { InlineLoader } from '../loading';
import { useAppDispatch } from '../../state/store-types';
import { catalogueActions } from '../../state/catalogue';
import './zuhause.css';

const INTROS: Record<string, string> = {
  'magentazuhause-tarife': 'Surfen, telefonieren und fernsehen über Ihren DSL-Anschluss – auf Wunsch mit TV-Paket.',
  'glasfaser-tarife': 'Glasfaser bis in Ihre Wohnung: hohe Geschwindigkeit im Download und im Upload.',
};

const bySortIndex = (a: Tariff, b: Tariff) =>
  (a.properties.sort_index ?? Infinity) - (b.properties.sort_index ?? Infinity);

/** /zuhause/tarife/{category}: the availability step and the tariffs, marked once an address is checked. */
export function LandlineTariffListPage() {
  const category = useParams().category ?? '';
  const [search] = useSearchParams();
  const list = useCatalogueResource({ kind: 'tariffs', category }) ?? LOADING;
  const dispatch = useAppDispatch();
  const gateOf = useLandlineGate();
  const availablePath = useAvailableTariffsPath(category);
  const tariffs = [...(list.data?.tariffs ?? [])].sort(bySortIndex);
  const noneHere =
    tariffs.length > 0 && tariffs.every((tariff) => gateOf(tariff.concrete_product_id).kind === 'elsewhere');
  return (
    <section className="zuhause-list">
      <h1>{list.data?.title ?? 'Festnetztarife'}</h1>
      <p className="lead">{INTROS[category]}</p>
      <AvailabilityPanel open={search.get('fixedStep') === 'availabilityCheck'} />
      {noneHere && availablePath && (
        <p className="zuhause-list__elsewhere" role="status">
          Auf dieser Seite ist an Ihrer Adresse kein Tarif verfügbar.{' '}
          <Link to={availablePath}>Verfügbare Tarife an Ihrer Adresse</Link>
        </p>
      )}
      {list.status === 'loading' && !list.data && (
        <InlineLoader
          where="landline-tariffs"
          onRetry={() => dispatch(catalogueActions.resourceRequested({ kind: 'tariffs', category }))}
        />
      )}
      {list.status === 'failed' && (
        <p role="alert">Die Tarife konnten nicht geladen werden. Bitte versuchen Sie es erneut.</p>
      )}
      <div className="landline-grid">
        {tariffs.map((tariff) => (
          <LandlineTariffCard
            key={tariff.concrete_product_id}
            tariff={tariff}
            gate={gateOf(tariff.concrete_product_id)}
            // On the list that holds the available tariffs they are marked already.
            availablePath={availablePath === `/zuhause/tarife/${category}` ? undefined : availablePath}
          />
        ))}
      </div>
    </section>
  );
}
