import { UNTERWEGS_TILES } from '../../content/landing-tiles';
import { SectionLanding } from '../home';

/** `/unterwegs`: the section's stage and its tariff and device families. */
export function UnterwegsPage() {
  return <SectionLanding className="unterwegs" heading="Tarife und Geräte für unterwegs" tiles={UNTERWEGS_TILES} />;
}
