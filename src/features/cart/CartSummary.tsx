import { Link } from 'react-router';
import { useAppSelector } from '../../state/store-types';
import { formatCents } from '../../domain/money';
import { monthlyRows, totalLabel } from '../../domain/price-texts';
import { selectCartReady } from '../../state/cart-selectors';
import { selectCartPrices } from '../../state/cart-summary-selectors';
import { LabelledRows } from '../../components/LabelledRows';
import { CartNotReadyHint } from './CartNotReadyHint';

const asRows = (rows: { label: string; amount_cents: number }[]) =>
  rows.map((row) => ({ label: row.label, value: formatCents(row.amount_cents) }));

/** Price summary (every price step, one-time costs, total over the term, credits), payment method and the way on. */
export function CartSummary({ continueTo }: { continueTo: string }) {
  const prices = useAppSelector(selectCartPrices);
  const ready = useAppSelector(selectCartReady);
  return (
    <aside className="card cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        Preisübersicht
      </h2>
      <h3 className="cart-summary__heading">{prices.perFourWeeks > 0 ? 'Laufende Kosten' : 'Monatliche Kosten'}</h3>
      <dl className="cart-summary__list" data-testid="cart-monthly">
        <LabelledRows rows={asRows(monthlyRows(prices))} rowClassName="cart-summary__row" />
      </dl>
      {prices.oneTime.length > 0 && (
        <>
          <h3 className="cart-summary__heading">Einmalige Kosten</h3>
          <dl className="cart-summary__list" data-testid="cart-one-time">
            <LabelledRows rows={asRows(prices.oneTime)} rowClassName="cart-summary__row" />
          </dl>
        </>
      )}
      <div className="cart-summary__total" data-testid="cart-total">
        <span>{totalLabel(prices)}</span>
        <strong>{formatCents(prices.total)}</strong>
      </div>
      {prices.credits.length > 0 && (
        <>
          <h3 className="cart-summary__heading">Gutschriften nach der Bestellung</h3>
          <ul className="cart-summary__credits" data-testid="cart-credits">
            {prices.credits.map((credit) => (
              <li key={credit.name}>{credit.text}</li>
            ))}
          </ul>
        </>
      )}
      <p className="cart-summary__note">Alle Preise inkl. gesetzlicher MwSt.</p>
      <p className="cart-summary__payment">
        Zahlungsart: <strong>SEPA-Lastschrift</strong>
      </p>
      {ready ? (
        <Link to="/checkout" className="button button--primary cart-summary__checkout">
          Zur Kasse
        </Link>
      ) : (
        <CartNotReadyHint />
      )}
      <Link to={continueTo} className="cart-summary__continue">
        Weiter einkaufen
      </Link>
    </aside>
  );
}
