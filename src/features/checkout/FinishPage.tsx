import { Link, Navigate } from 'react-router';
import { useAppSelector } from '../../state/store-types';
import { selectOrderId, selectReceipt } from '../../state/order-selectors';
import type { OrderReceipt } from '../../domain/order-receipt';
import { ConnectionAddress } from '../../components/ConnectionAddress';
import { OrderBox } from './OrderBox';
import './checkout.css';

/** /checkout/finish: the order confirmation: number, what was ordered, where the e-mail went, what happens next. */
export function FinishPage() {
  const orderId = useAppSelector(selectOrderId);
  const receipt = useAppSelector(selectReceipt);
  if (!orderId) return <Navigate to="/" replace />;
  const current = receipt?.orderId === orderId ? receipt : null;
  return (
    <div className="finish">
      <section className="card finish__head" aria-labelledby="finish-title">
        <h1 id="finish-title">Vielen Dank für Ihre Bestellung</h1>
        <p>
          Ihre Bestellnummer: <strong data-testid="order-number">{orderId}</strong>
        </p>
        {current?.email ? (
          <p data-testid="confirmation-email">
            Die Bestätigung mit allen Vertragsunterlagen haben wir an <strong>{current.email}</strong> gesendet.
          </p>
        ) : (
          <p>Sie erhalten in Kürze eine Bestätigung per E-Mail mit allen Vertragsunterlagen.</p>
        )}
        {current?.connectionAddress && <ConnectionAddress address={current.connectionAddress} />}
      </section>
      {current?.prices && (
        <section className="card" aria-labelledby="finish-order">
          <h2 id="finish-order">Ihre Bestellung</h2>
          <OrderBox prices={current.prices} contract={current.contract} />
        </section>
      )}
      <NextSteps receipt={current} />
      <Link to="/" className="button button--primary finish__home">
        Zurück zur Startseite
      </Link>
    </div>
  );
}

/** What comes by post is what was ordered: the hardware by name, or, without a router, the access data for the shopper's own. */
function landlineDelivery(receipt: OrderReceipt): string {
  const hardware = (receipt.prices?.positions ?? [])
    .filter((position) => position.kind === 'hardware')
    .map((position) => position.name);
  const router = hardware.some((name) => name.startsWith('Router-Paket'));
  const sent = hardware.length
    ? `${hardware.join(', ')} ${hardware.length > 1 ? 'kommen' : 'kommt'} vorher per Post.`
    : '';
  const ownRouter = router ? '' : ' Die Zugangsdaten für Ihren eigenen Router senden wir Ihnen vorher in Textform.';
  return `${sent}${ownRouter}`.trim();
}

function NextSteps({ receipt }: { receipt: OrderReceipt | null }) {
  return (
    <section className="card" aria-labelledby="finish-next">
      <h2 id="finish-next">So geht es weiter</h2>
      <ol className="finish__steps">
        {receipt?.line === 'landline' ? (
          <li>
            Wir richten Ihren Anschluss ein und teilen Ihnen den Schalttermin per E-Mail mit.{' '}
            {landlineDelivery(receipt)}
          </li>
        ) : (
          <li>
            Ihre SIM-Karte und gegebenenfalls Ihr Gerät erhalten Sie in wenigen Werktagen per Post an Ihre Adresse.
          </li>
        )}
        {receipt?.videoIdent && (
          <li>
            Ihre Prepaid-Karte wird erst nach der Identitätsprüfung per Video-Ident freigeschaltet; den Link dazu finden
            Sie in der E-Mail.
          </li>
        )}
        <li>Die Vertragszusammenfassung und alle Vertragsunterlagen finden Sie in der Bestätigung per E-Mail.</li>
        <li>
          Sie können Ihre Bestellung innerhalb von 14 Tagen widerrufen:{' '}
          <Link to="/agb?id=widerrufsrecht">Widerrufsbelehrung</Link> · <Link to="/widerruf">Vertrag widerrufen</Link>
        </li>
      </ol>
    </section>
  );
}
