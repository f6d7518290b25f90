import { Link, Navigate } from 'react-router';
import { useSelector } from 'react-redux';
import type { OrderState } from '../../state/order';
import './checkout.css';

/** /checkout/finish: the order confirmation with the order number of the submit answer. */
export function FinishPage() {
  const orderId = useSelector((state: { order: OrderState }) => state.order.orderId);
  if (!orderId) return <Navigate to="/" replace />;
  return (
    <section className="card finish" aria-labelledby="finish-title">
      <h1 id="finish-title">Vielen Dank für Ihre Bestellung</h1>
      <p>
        Ihre Bestellnummer: <strong data-testid="order-number">{orderId}</strong>
      </p>
      <p>Sie erhalten in Kürze eine Bestätigung per E-Mail mit allen Vertragsunterlagen.</p>
      <Link to="/" className="button button--primary">
        Zurück zur Startseite
      </Link>
    </section>
  );
}
