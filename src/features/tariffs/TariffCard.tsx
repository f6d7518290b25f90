import { forwardRef, type ReactNode } from 'react';
import type { Tariff } from '../../domain/catalogue-types';
import { FootnoteMarker } from '../../components/FootnoteMarker';
import { PriceLines } from '../prices';
import './tariffs.css';

interface TariffCardProps {
  tariff: Tariff;
  selected?: boolean;
  /** Where the cart button goes (the cart feature renders it). */
  actions?: ReactNode;
}

/** One tariff: data volume, highlights, price steps, one-time prices and footnote markers. */
export const TariffCard = forwardRef<HTMLElement, TariffCardProps>(function TariffCard(
  { tariff, selected, actions },
  ref,
) {
  const promotions = [...tariff.incentives, ...tariff.possible_promotions];
  return (
    <article
      ref={ref}
      id={`tarif-${tariff.slug}`}
      className={`tariff-card${selected ? ' tariff-card--selected' : ''}`}
      aria-current={selected ? 'true' : undefined}
      aria-labelledby={`tarif-${tariff.slug}-name`}
    >
      <header className="tariff-card__head">
        <h2 id={`tarif-${tariff.slug}-name`} className="tariff-card__name">
          {tariff.product_name}
        </h2>
        {tariff.bandwidth && (
          <p className="tariff-card__volume">
            <strong>{tariff.bandwidth.download_mbit}</strong>
            <span> MBit/s</span>
          </p>
        )}
        {tariff.data_volume && (
          <p className="tariff-card__volume">
            <strong>{tariff.data_volume}</strong>
            <span>{tariff.data_volume === 'Unbegrenzt' ? ' Datenvolumen' : ' Daten'}</span>
            <FootnoteMarker tags={tariff.footnotes.filter((tag) => tag === 'THROTTLE')} />
          </p>
        )}
      </header>
      <ul className="tariff-card__highlights">
        {tariff.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
      {promotions.length > 0 && (
        <ul className="tariff-card__promotions" aria-label="Aktionen">
          {promotions.map((promotion) => (
            <li key={promotion.concrete_product_id}>
              {promotion.product_name}
              <FootnoteMarker tags={promotion.footnotes} />
            </li>
          ))}
        </ul>
      )}
      <div className="tariff-card__price">
        <PriceLines conditions={tariff.conditions} />
        <p className="tariff-card__notes">
          {tariff.properties.min_term_months > 0
            ? `${tariff.properties.min_term_months} Monate Mindestlaufzeit`
            : 'Ohne Mindestlaufzeit'}
          <FootnoteMarker tags={tariff.footnotes} />
        </p>
      </div>
      <div className="tariff-card__actions">{actions}</div>
    </article>
  );
});
