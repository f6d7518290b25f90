import { Link } from 'react-router';
import type { Tariff } from '../../domain/catalogue-types';
import { AvailabilityBadge } from './AvailabilityBadge';
import { PriceLines } from './PriceLines';
import { TariffFeatures, TariffTerm } from './TariffFeatures';
import { AddToCartButton } from '../cart/AddToCartButton';
import { addTariff } from '../cart/add-to-cart';

/** One home or fibre tariff in the list: speed, price steps, set-up, footnotes, bookability. */
export function LandlineTariffCard({ tariff, bookable }: { tariff: Tariff; bookable: boolean | undefined }) {
  const detail = `/zuhause/tarife/${tariff.category}/${tariff.slug}`;
  return (
    <article
      className={`landline-card card${bookable === false ? ' landline-card--unavailable' : ''}`}
      aria-labelledby={`tariff-${tariff.slug}`}
      data-tariff={tariff.concrete_product_id}
    >
      <header className="landline-card__head">
        <h3 id={`tariff-${tariff.slug}`}>{tariff.product_name}</h3>
        <AvailabilityBadge bookable={bookable} />
      </header>
      <TariffFeatures tariff={tariff} />
      <PriceLines conditions={tariff.conditions} compact />
      <TariffTerm tariff={tariff} />
      <div className="landline-card__actions" data-slot="tariff-actions">
        <Link className="button" to={detail}>
          Details
        </Link>
        <AddToCartButton action={bookable === false ? undefined : addTariff(tariff)} />
      </div>
    </article>
  );
}
