import { Link } from 'react-router';
import { TileLinks, type TileLink } from '../../components/TileLinks';
import { StageFromPage } from './StageFromPage';
import './home.css';

const ENTRY_POINTS: TileLink[] = [
  { to: '/unterwegs/tarife/mobilfunk', title: 'Mobilfunktarife', text: 'Mobil XS bis XL mit Allnet-Flat und 5G' },
  { to: '/unterwegs/geraete/smartphones', title: 'Smartphones', text: 'Top-Geräte zum Vorteilspreis, im Tarif M ab 1 €' },
  { to: '/unterwegs/tarife/young', title: 'Young-Tarife', text: 'Für 18- bis 27-Jährige: 36 Monate günstiger' },
  { to: '/unterwegs/tarife/prepaid', title: 'Prepaid', text: 'Ohne Laufzeit, volle Kostenkontrolle' },
  { to: '/unterwegs/geraete/tablets', title: 'Tablets', text: 'Mit Datentarif immer online' },
  { to: '/zuhause', title: 'Zuhause', text: 'MagentaZuhause und Glasfaser mit TV' },
];

export function HomePage() {
  return (
    <section className="home">
      <StageFromPage />
      <h2 className="home__heading">Mobilfunk Angebote für Mitarbeitende</h2>
      <p className="lead">Tarife für unterwegs und zuhause zu Vorteilspreisen – bequem online bestellen.</p>
      <div className="entry-points">
        <Link className="entry-point" to="/unterwegs">
          <strong>Unterwegs</strong>
          <span>Mobilfunktarife, Smartphones und Tablets</span>
        </Link>
        <Link className="entry-point" to="/zuhause">
          <strong>Zuhause</strong>
          <span>MagentaZuhause und Glasfaser mit TV</span>
        </Link>
      </div>
      <TileLinks tiles={ENTRY_POINTS} />
    </section>
  );
}
