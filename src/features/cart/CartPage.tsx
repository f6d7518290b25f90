import { useAppSelector } from '../../state/store-types';
import { selectLastShopRoute } from '../../state/navigation';
import { selectCart, selectCartEmpty } from '../../state/cart-selectors';
import { ConnectionAddress } from '../../components/ConnectionAddress';
import { CartEntries } from './CartEntries';
import { CartOptionOffers } from './CartOptionOffers';
import { CartSummary } from './CartSummary';
import { EmptyCart } from './EmptyCart';
import './cart.css';

/** /warenkorb (layout order): the entries beside their price summary, the matching options below them; the way back is the last shop route. */
export function CartPage() {
  const empty = useAppSelector(selectCartEmpty);
  const { tariff, connectionAddress } = useAppSelector(selectCart);
  const lastShopRoute = useAppSelector(selectLastShopRoute);
  return (
    <div className="cart-page">
      <h1>Warenkorb</h1>
      {empty ? (
        <EmptyCart backTo={lastShopRoute} />
      ) : (
        <div className="cart-layout">
          <div className="cart-main">
            <CartEntries />
            {tariff && connectionAddress && (
              <ConnectionAddress
                address={connectionAddress}
                note="An dieser Adresse wurde die Verfügbarkeit geprüft. Für eine andere Adresse legen Sie den Tarif nach einer neuen Prüfung erneut in den Warenkorb."
              />
            )}
          </div>
          <CartSummary continueTo={lastShopRoute} />
          {/* After the summary: the offers arrive later and push down nothing the shopper aims at ('Zur Kasse'). */}
          {tariff?.option_ids?.length ? <CartOptionOffers tariff={tariff} /> : null}
        </div>
      )}
    </div>
  );
}
