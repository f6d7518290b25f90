import { useAppDispatch, useAppSelector } from '../../state/store-types';
import { tradeInChoices } from '../../domain/cart-prices';
import { cartActions } from '../../state/cart';
import { selectCart } from '../../state/cart-selectors';
import { selectCartPrices } from '../../state/cart-summary-selectors';

/** The promotions that apply to the cart, credits named as what they are, and the trade-in the shopper may choose. */
export function CartPromotions() {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const prices = useAppSelector(selectCartPrices);
  const choices = tradeInChoices(cart);
  const applying = [...prices.offers, ...prices.credits.map((credit) => credit.text)];
  if (applying.length === 0 && choices.length === 0) return null;
  const chosen = (id: string) => cart.promotions.some((promotion) => promotion.concrete_product_id === id);
  return (
    <li className="cart-promotions" data-testid="cart-promotions">
      <p className="cart-entry__kind">Aktionen zu Ihrer Bestellung</p>
      {applying.length > 0 && (
        <ul>
          {applying.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      {choices.map((promotion) => (
        <label key={promotion.concrete_product_id} className="cart-promotions__choice">
          <input
            type="checkbox"
            checked={chosen(promotion.concrete_product_id)}
            onChange={(event) =>
              dispatch(
                event.target.checked
                  ? cartActions.promotionAdded(promotion)
                  : cartActions.promotionRemoved(promotion.concrete_product_id),
              )
            }
          />{' '}
          Altgerät eintauschen: {promotion.product_name}
          {promotion.description && <span className="cart-promotions__note"> – {promotion.description}</span>}
        </label>
      ))}
    </li>
  );
}
