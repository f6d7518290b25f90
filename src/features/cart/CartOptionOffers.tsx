import { useFeatureDispatch } from '../../state/feature-loading';
import { useAppSelector } from '../../state/store-types';
import type { Tariff } from '../../domain/catalogue-types';
import { priceTexts } from '../../domain/price-texts';
import { cartActions } from '../../state/cart';
import { selectCart } from '../../state/cart-selectors';
import { useCatalogueResource } from '../catalogue-data';

/** The options the cart's tariff offers and the cart does not hold yet, to add in place. */
export function CartOptionOffers({ tariff }: { tariff: Tariff }) {
  const dispatch = useFeatureDispatch('cart');
  const { options } = useAppSelector(selectCart);
  const offered = useCatalogueResource({
    kind: 'tariffItems',
    category: tariff.category,
    slug: tariff.slug,
    items: 'options',
  });
  const open = (offered?.data?.items ?? []).filter(
    (item) => !options.some((chosen) => chosen.concrete_product_id === item.concrete_product_id),
  );
  if (open.length === 0) return null;
  return (
    <section className="card cart-offers" aria-labelledby="cart-offers-title">
      <h2 id="cart-offers-title" className="cart-offers__title">
        Passende Optionen
      </h2>
      <ul className="cart-offers__list">
        {open.map((item) => (
          <li key={item.concrete_product_id} className="cart-offers__item">
            <div>
              <strong>{item.product_name}</strong>
              <span className="cart-offers__price">{priceTexts(item.conditions).join(' · ')}</span>
            </div>
            <button
              type="button"
              className="button button--small"
              aria-label={`${item.product_name} hinzufügen`}
              onClick={() => dispatch(cartActions.itemAdded(item))}
            >
              Hinzufügen
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
