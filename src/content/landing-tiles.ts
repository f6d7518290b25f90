/** The tiles of the landing pages (home, `/unterwegs`). Data only; the pages render them. */
import type { TileEntry } from './navigation';

/** The home page's tiles. */
export const HOME_TILES: TileEntry[] = [
  { to: '/unterwegs/tarife/mobilfunk', title: 'Mobilfunktarife', text: 'Mobil XS bis XL mit Allnet-Flat und 5G' },
  {
    to: '/unterwegs/geraete/smartphones',
    title: 'Smartphones',
    text: 'Top-Geräte zum Vorteilspreis, im Tarif M ab 1 €',
  },
  { to: '/unterwegs/tarife/young', title: 'Young-Tarife', text: 'Für 18- bis 27-Jährige: 36 Monate günstiger' },
  { to: '/unterwegs/tarife/prepaid', title: 'Prepaid', text: 'Ohne Laufzeit, volle Kostenkontrolle' },
  { to: '/unterwegs/geraete/tablets', title: 'Tablets', text: 'Mit Datentarif immer online' },
  { to: '/zuhause', title: 'Zuhause', text: 'MagentaZuhause und Glasfaser mit TV' },
];

/** `/unterwegs`: the section's tariff and device families. */
export const UNTERWEGS_TILES: TileEntry[] = [
  {
    to: '/unterwegs/tarife/mobilfunk',
    title: 'Mobil XS bis XL',
    text: '15 GB bis unbegrenzt, Allnet-Flat und EU-Roaming',
  },
  { to: '/unterwegs/tarife/young', title: 'Young', text: '18 bis 27 Jahre: die ersten 36 Monate günstiger' },
  { to: '/unterwegs/tarife/prepaid', title: 'Prepaid', text: 'Ohne Vertrag, mit Vorteilsvariante für Mitarbeitende' },
  { to: '/unterwegs/tarife/daten', title: 'Datentarife', text: 'Data S, M und L für Tablet und Router' },
  { to: '/unterwegs/geraete/smartphones', title: 'Smartphones', text: 'Mit Tarif ab 1 € Gerätepreis' },
  { to: '/unterwegs/geraete/tablets', title: 'Tablets', text: 'Mit 5G immer online' },
];
