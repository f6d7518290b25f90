import { useAppSelector } from '../../state/store-types';
import { selectCartCount } from '../../state/cart-selectors';
import './cart.css';

/** The number of cart entries beside the header's cart link. */
export function CartBadge() {
  const count = useAppSelector(selectCartCount);
  if (count === 0) return null;
  return (
    <span className="cart-badge" aria-label={`${count} Artikel`} data-testid="cart-badge">
      {count}
    </span>
  );
}
