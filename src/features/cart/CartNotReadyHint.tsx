import { Link } from 'react-router';
import { useAppSelector } from '../../state/store-types';
import { selectCart } from '../../state/cart-selectors';
import { DEVICE_LIST_LINK } from './change-links';

/** Says what is missing before the cart can go to checkout (spec §4 "Cart readiness"). */
export function CartNotReadyHint() {
  const { tariff } = useAppSelector(selectCart);
  return (
    <p className="cart-summary__hint" role="note">
      {tariff ? (
        <>
          Zu diesem Tarif gehört ein Smartphone. <Link to={DEVICE_LIST_LINK}>Bitte wählen Sie ein Gerät aus.</Link>
        </>
      ) : (
        <>
          Bitte wählen Sie einen Tarif. <Link to="/unterwegs/tarife/mobilfunk">Zu den Tarifen</Link>
        </>
      )}
    </p>
  );
}
