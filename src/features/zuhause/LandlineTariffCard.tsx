import { Link } from 'react-router';
import type { Tariff } from '../../domain/catalogue-types';
import type { LandlineGate } from '../../domain/landline-gate';
import { AvailabilityBadge } from './AvailabilityBadge';
import { GateHint } from './GateHint';
import { PriceLines } from '../prices';
import { TariffFeatures, TariffTerm } from './TariffFeatures';
import { AddToCartButton } from '../cart';
import { addTariff } from '../cart';

interface Props {
  tariff: Tariff;
  gate: LandlineGate;
  availablePath: string | undefined;
}

/** One home or fibre tariff in the list: speed, price steps, set-up, footnotes, bookability. */
export function LandlineTariffCard({ tariff, gate, availablePath }: Props) {
  const detail = `/zuhause/tarife/${tariff.category}/${tariff.slug}`;
  const unavailable = gate.kind === 'elsewhere' || gate.kind === 'nowhere';
  const hintId = `gate-${tariff.slug}`;
  return (
    <article
      className={`landline-card card${unavailable ? ' landline-card--unavailable' : ''}`}
      aria-labelledby={`tariff-${tariff.slug}`}
      data-tariff={tariff.concrete_product_id}
    >
      <header className="landline-card__head">
        <h3 id={`tariff-${tariff.slug}`}>{tariff.product_name}</h3>
        <AvailabilityBadge gate={gate} />
      </header>
      <TariffFeatures tariff={tariff} />
      <PriceLines conditions={tariff.conditions} compact />
      <TariffTerm tariff={tariff} />
      <GateHint gate={gate} category={tariff.category} availablePath={availablePath} id={hintId} />
      <div className="landline-card__actions" data-slot="tariff-actions">
        <Link className="button" to={detail}>
          Details
        </Link>
        <AddToCartButton
          action={gate.kind === 'bookable' ? addTariff(tariff) : undefined}
          describedBy={gate.kind === 'bookable' ? undefined : hintId}
        />
      </div>
    </article>
  );
}
