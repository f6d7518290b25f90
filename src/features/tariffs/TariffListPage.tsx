import { useEffect, useRef, type CSSProperties } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useCatalogueResource } from '../catalogue-data';
import { CatalogueStatus } from '../catalogue-data';
import { TariffCard } from './TariffCard';
import { AddToCartButton } from '../cart';
import { addTariff } from '../cart';

/** `/unterwegs/tarife/{category}`: the tariff cards; `?slug=` selects one and scrolls it into view. */
export function TariffListPage() {
  const { category = '' } = useParams();
  const [query] = useSearchParams();
  const selectedSlug = query.get('slug');
  const resource = { kind: 'tariffs', category } as const;
  const list = useCatalogueResource(resource);
  const selectedCard = useRef<HTMLElement>(null);

  useEffect(() => {
    if (list?.status === 'loaded' && selectedSlug) selectedCard.current?.scrollIntoView({ block: 'center' });
  }, [list?.status, selectedSlug]);

  if (!list || list.status !== 'loaded' || !list.data) return <CatalogueStatus entry={list} resource={resource} />;
  const { title, tariffs } = list.data;
  return (
    <section className="tariff-list">
      <h1>{title}</h1>
      <p className="lead tariff-list__intro">
        Alle Preise inklusive Mehrwertsteuer. Wählen Sie den Tarif, der zu Ihnen passt.
      </p>
      <div
        className="tariff-grid"
        style={{ '--columns': tariffs.length <= 5 ? tariffs.length : Math.ceil(tariffs.length / 2) } as CSSProperties}
      >
        {tariffs.map((tariff) => (
          <TariffCard
            key={tariff.concrete_product_id}
            ref={tariff.slug === selectedSlug ? selectedCard : undefined}
            tariff={tariff}
            selected={tariff.slug === selectedSlug}
            actions={<AddToCartButton action={addTariff(tariff)} />}
          />
        ))}
      </div>
    </section>
  );
}
