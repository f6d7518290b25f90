import { TileLinks, type TileLink } from '../../components/TileLinks';
import { StageFromPage } from '../home/StageFromPage';
import '../home/home.css';

const SECTIONS: TileLink[] = [
  { to: '/unterwegs/tarife/mobilfunk', title: 'Mobil XS bis XL', text: '15 GB bis unbegrenzt, Allnet-Flat und EU-Roaming' },
  { to: '/unterwegs/tarife/young', title: 'Young', text: '18 bis 27 Jahre: die ersten 36 Monate günstiger' },
  { to: '/unterwegs/tarife/prepaid', title: 'Prepaid', text: 'Ohne Vertrag, mit Vorteilsvariante für Mitarbeitende' },
  { to: '/unterwegs/tarife/daten', title: 'Datentarife', text: 'Data S, M und L für Tablet und Router' },
  { to: '/unterwegs/geraete/smartphones', title: 'Smartphones', text: 'Mit Tarif ab 1 € Gerätepreis' },
  { to: '/unterwegs/geraete/tablets', title: 'Tablets', text: 'Mit 5G immer online' },
];

/** `/unterwegs`: the section's stage and its tariff and device families. */
export function UnterwegsPage() {
  return (
    <section className="unterwegs">
      <StageFromPage />
      <h2 className="home__heading">Tarife und Geräte für unterwegs</h2>
      <TileLinks tiles={SECTIONS} />
    </section>
  );
}
