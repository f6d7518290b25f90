import { useAppSelector } from '../../state/store-types';
import { selectCart } from '../../state/cart-selectors';
import type { PriceSummary } from '../../domain/prices';
import { repricedLines } from '../../domain/cart-repricing';

/**
 * The server priced a line otherwise than the cart showed it (another bundle for the device, spec §4,
 * or a price whose window ended): the shopper reads what changed and at which price, before the order box.
 */
export function RepricedNotice({ prices }: { prices: PriceSummary }) {
  const cart = useAppSelector(selectCart);
  const lines = repricedLines(cart, prices.positions);
  if (lines.length === 0) return null;
  return (
    <div className="card repriced" role="status" data-testid="repriced">
      <p className="repriced__title">Das Angebot in Ihrem Warenkorb hat sich geändert</p>
      <p>Wir berechnen Ihre Bestellung zu den aktuellen Preisen:</p>
      <ul>
        {lines.map((line) => (
          <li key={line.name}>
            {line.name}: {line.prices}
          </li>
        ))}
      </ul>
    </div>
  );
}
