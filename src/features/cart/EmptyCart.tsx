import { Link } from 'react-router';

/** The empty cart points back to where the shopper came from and to the shop's sections. */
export function EmptyCart({ backTo }: { backTo: string }) {
  return (
    <section className="card cart-empty">
      <h2 className="cart-empty__title">Ihr Warenkorb ist leer</h2>
      <p>Wählen Sie einen Tarif, ein Smartphone oder einen Anschluss für Zuhause.</p>
      <ul className="cart-empty__links">
        <li>
          <Link to="/unterwegs/tarife/mobilfunk">Mobilfunk-Tarife</Link>
        </li>
        <li>
          <Link to="/unterwegs/geraete/smartphones">Smartphones</Link>
        </li>
        <li>
          <Link to="/zuhause/tarife/magentazuhause-tarife">Internet &amp; Festnetz</Link>
        </li>
      </ul>
      <Link to={backTo} className="button button--primary">
        Weiter einkaufen
      </Link>
    </section>
  );
}
