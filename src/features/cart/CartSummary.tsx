import { Link } from 'react-router';
import { useSelector } from 'react-redux';
import { formatCents } from '../../domain/money';
import { periodLabel, TOTAL_MONTHS } from '../../domain/cart-prices';
import { selectCartPrices, selectCartReady } from '../../state/cart-selectors';
import { CartNotReadyHint } from './CartNotReadyHint';

/** Price summary (monthly per period, one-time, 24-month total), payment method and the way on. */
export function CartSummary({ continueTo }: { continueTo: string }) {
  const prices = useSelector(selectCartPrices);
  const ready = useSelector(selectCartReady);
  return (
    <aside className="card cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">Preisübersicht</h2>
      <h3 className="cart-summary__heading">{prices.perFourWeeks > 0 ? 'Laufende Kosten' : 'Monatliche Kosten'}</h3>
      <dl className="cart-summary__list" data-testid="cart-monthly">
        {prices.monthly
          .filter((period) => period.amount_cents > 0 || prices.perFourWeeks === 0)
          .map((period) => (
            <div key={period.from_month} className="cart-summary__row">
              <dt>{periodLabel(period)}</dt>
              <dd>{formatCents(period.amount_cents)}</dd>
            </div>
          ))}
        {prices.perFourWeeks > 0 && (
          <div className="cart-summary__row">
            <dt>Je 4 Wochen</dt>
            <dd>{formatCents(prices.perFourWeeks)}</dd>
          </div>
        )}
      </dl>
      {prices.oneTime.length > 0 && (
        <>
          <h3 className="cart-summary__heading">Einmalige Kosten</h3>
          <dl className="cart-summary__list" data-testid="cart-one-time">
            {prices.oneTime.map((line) => (
              <div key={line.label} className="cart-summary__row">
                <dt>{line.label}</dt>
                <dd>{formatCents(line.amount_cents)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <div className="cart-summary__total" data-testid="cart-total">
        <span>Gesamtpreis über {TOTAL_MONTHS} Monate</span>
        <strong>{formatCents(prices.total24Months)}</strong>
      </div>
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

