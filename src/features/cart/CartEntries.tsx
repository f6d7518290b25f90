import { useFeatureDispatch } from '../../state/feature-loading';
import { useAppSelector } from '../../state/store-types';
import { cartActions } from '../../state/cart';
import { selectCart } from '../../state/cart-selectors';
import { CartEntry } from './CartEntry';
import { CartPromotions } from './CartPromotions';
import { handsetLink, itemLink, tariffLink } from './change-links';

/** Every entry of the cart in order: tariff, device, hardware, options, then the promotions that apply. */
export function CartEntries() {
  const dispatch = useFeatureDispatch('cart');
  const { tariff, handset, hardware, options } = useAppSelector(selectCart);
  const tariffDetails = tariff && [
    tariff.data_volume ?? (tariff.bandwidth && `bis zu ${tariff.bandwidth.download_mbit} Mbit/s`),
    `${tariff.properties.min_term_months} Monate Mindestlaufzeit`,
  ];
  return (
    <ul className="cart-entries" aria-label="Artikel im Warenkorb">
      {tariff && (
        <CartEntry
          kind="Tarif"
          name={tariff.product_name}
          details={tariffDetails?.filter((d): d is string => Boolean(d))}
          conditions={tariff.conditions}
          changeTo={tariffLink(tariff)}
          onRemove={() => dispatch(cartActions.tariffRemoved())}
        />
      )}
      {handset && (
        <CartEntry
          kind="Smartphone"
          name={handset.product_name}
          details={[handset.variant]}
          image={handset.image}
          conditions={handset.conditions}
          changeTo={handsetLink(handset)}
          onRemove={() => dispatch(cartActions.handsetRemoved())}
        />
      )}
      {[...hardware, ...options].map((item) => (
        <CartEntry
          key={item.concrete_product_id}
          kind={item.kind === 'hardware' ? 'Hardware' : 'Option'}
          name={item.product_name}
          details={item.mandatory ? ['Pflichtbestandteil des Tarifs'] : []}
          conditions={item.conditions}
          changeTo={itemLink(item, tariff)}
          onRemove={item.mandatory ? undefined : () => dispatch(cartActions.itemRemoved({ item }))}
        />
      ))}
      <CartPromotions />
    </ul>
  );
}
