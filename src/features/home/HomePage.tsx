import { Link } from 'react-router';
import { HOME_TILES } from '../../content/landing-tiles';
import { SectionLanding } from './SectionLanding';

export function HomePage() {
  return (
    <SectionLanding className="home" heading="Mobilfunk Angebote für Mitarbeitende" tiles={HOME_TILES}>
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
    </SectionLanding>
  );
}
