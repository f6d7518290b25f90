import { useState } from 'react';
import { LabelledRows } from '../../components/LabelledRows';
import { formatCents } from '../../domain/money';
import type { PriceSummary } from '../../domain/prices';
import { positionName, priceTexts } from '../../domain/price-texts';
import { totalRows } from './OrderBox';

/**
 * What is being ordered, beside the steps on wide screens; on a phone above them, folded to one
 * line with the monthly total until the shopper opens it.
 */
export function CompactOrderSummary({ prices }: { prices: PriceSummary }) {
  const [open, setOpen] = useState(false);
  return (
    <aside className="card order-aside" aria-labelledby="order-aside-title">
      <h2 id="order-aside-title" className="order-aside__title">
        <button
          type="button"
          className="order-aside__toggle"
          aria-expanded={open}
          aria-controls="order-aside-body"
          onClick={() => setOpen(!open)}
        >
          Ihre Bestellung{' '}
          <span className="order-aside__monthly">{formatCents(prices.monthly[0]?.amount_cents ?? 0)} mtl.</span>
        </button>
        <span className="order-aside__heading">Ihre Bestellung</span>
      </h2>
      <div id="order-aside-body" className="order-aside__body" hidden={!open}>
        <ul className="order-aside__lines">
          {prices.positions.map((position) => (
            <li key={`${position.kind}-${position.id}`}>
              <strong>{positionName(position)}</strong>
              {priceTexts(position.conditions).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </li>
          ))}
        </ul>
        <dl className="order-aside__totals">
          <LabelledRows rows={totalRows(prices)} />
        </dl>
      </div>
    </aside>
  );
}
