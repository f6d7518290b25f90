import { Link } from 'react-router';
import type { PriceCondition } from '../../domain/catalogue-types';
import { priceTexts } from '../../domain/price-texts';

interface CartEntryProps {
  kind: string;
  name: string;
  details?: string[];
  image?: string;
  conditions: PriceCondition[];
  changeTo: string;
  /** Absent for a mandatory item: it cannot be removed, so no button offers it. */
  onRemove?: () => void;
}

/** One line of the cart: what it is, its prices, and the ways to change or drop it. */
export function CartEntry({ kind, name, details = [], image, conditions, changeTo, onRemove }: CartEntryProps) {
  const lines = priceTexts(conditions);
  return (
    <li className="card cart-entry" data-testid="cart-entry">
      {image && <img className="cart-entry__image" src={image} alt="" width={72} height={96} />}
      <div className="cart-entry__body">
        <p className="cart-entry__kind">{kind}</p>
        <h2 className="cart-entry__name">{name}</h2>
        {details.length > 0 && <p className="cart-entry__details">{details.join(' · ')}</p>}
        {lines.length > 0 && (
          <ul className="cart-entry__prices" aria-label={`Preise ${name}`}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="cart-entry__actions">
        <Link to={changeTo} className="button button--small" aria-label={`${name} ändern`}>
          Ändern
        </Link>
        {onRemove && (
          <button
            type="button"
            className="button button--small cart-entry__remove"
            aria-label={`${name} entfernen`}
            onClick={onRemove}
          >
            Entfernen
          </button>
        )}
      </div>
    </li>
  );
}
