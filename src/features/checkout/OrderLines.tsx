import type { PositionKind, PriceSummary } from '../../domain/prices';
import { positionName, priceTexts } from '../../domain/price-texts';
import type { Address } from '../../domain/address';
import { ConnectionAddress } from '../../components/ConnectionAddress';

const KIND_LABELS: Record<PositionKind, string> = {
  tariff: 'Tarif',
  handset: 'Gerät',
  option: 'Option',
  hardware: 'Hardware',
};

/** The ordered positions with every price line (monthly steps, then each one-time amount), then the promotions. */
export function OrderLines({ prices, connectionAddress }: { prices: PriceSummary; connectionAddress?: Address }) {
  const promotions = [...prices.offers, ...prices.credits.map((credit) => credit.text)];
  return (
    <section className="card overview-block" aria-labelledby="overview-cart">
      <h2 id="overview-cart">Ihre Bestellung</h2>
      <ul className="order-lines">
        {prices.positions.map((position) => (
          <li key={`${position.kind}-${position.id}`} className="order-lines__entry">
            <span className="order-lines__type">{KIND_LABELS[position.kind]}</span>
            <strong>{positionName(position)}</strong>
            {priceTexts(position.conditions).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </li>
        ))}
        {promotions.map((text) => (
          <li key={text} className="order-lines__entry">
            <span className="order-lines__type">Aktion</span>
            <strong>{text}</strong>
          </li>
        ))}
      </ul>
      {connectionAddress && <ConnectionAddress address={connectionAddress} />}
    </section>
  );
}
