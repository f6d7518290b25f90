import { Link } from 'react-router';
import './zuhause.css';

const ENTRIES = [
  {
    to: '/zuhause/tarife/magentazuhause-tarife',
    title: 'MagentaZuhause',
    text: 'Internet und Telefon über DSL mit bis zu 250 Mbit/s – auch als Young-Tarif und mit TV.',
  },
  {
    to: '/zuhause/tarife/glasfaser-tarife',
    title: 'Glasfaser',
    text: 'Bis zu 1000 Mbit/s über Glasfaser bis in Ihre Wohnung, auf Wunsch mit TV-Paket.',
  },
];

/** /zuhause: the entry into home and fibre tariffs and the availability check. */
export function ZuhausePage() {
  return (
    <section className="zuhause-entry">
      <h1>Internet und Telefon für Zuhause</h1>
      <p className="lead">
        In den ersten 3 Monaten ab 9,95 € monatlich. Prüfen Sie zuerst, was an Ihrer Adresse möglich ist.
      </p>
      <p>
        <Link className="button button--primary" to="/zuhause/tarife/magentazuhause-tarife?fixedStep=availabilityCheck">
          Verfügbarkeit an Ihrer Adresse prüfen
        </Link>
      </p>
      <div className="entry-points">
        {ENTRIES.map((entry) => (
          <Link key={entry.to} className="entry-point" to={entry.to}>
            <strong>{entry.title}</strong>
            <span>{entry.text}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
