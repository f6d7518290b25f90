/**
 * The shop's link tables: the tiles of the landing pages, the section navigation and the footer.
 * Data only; the pages and layouts render them.
 */

interface LinkEntry {
  to: string;
  label: string;
}

interface TileEntry {
  to: string;
  title: string;
  text: string;
}

/** The home page's tiles. */
export const HOME_TILES: TileEntry[] = [
  { to: '/unterwegs/tarife/mobilfunk', title: 'Mobilfunktarife', text: 'Mobil XS bis XL mit Allnet-Flat und 5G' },
  { to: '/unterwegs/geraete/smartphones', title: 'Smartphones', text: 'Top-Geräte zum Vorteilspreis, im Tarif M ab 1 €' },
  { to: '/unterwegs/tarife/young', title: 'Young-Tarife', text: 'Für 18- bis 27-Jährige: 36 Monate günstiger' },
  { to: '/unterwegs/tarife/prepaid', title: 'Prepaid', text: 'Ohne Laufzeit, volle Kostenkontrolle' },
  { to: '/unterwegs/geraete/tablets', title: 'Tablets', text: 'Mit Datentarif immer online' },
  { to: '/zuhause', title: 'Zuhause', text: 'MagentaZuhause und Glasfaser mit TV' },
];

/** `/unterwegs`: the section's tariff and device families. */
export const UNTERWEGS_TILES: TileEntry[] = [
  { to: '/unterwegs/tarife/mobilfunk', title: 'Mobil XS bis XL', text: '15 GB bis unbegrenzt, Allnet-Flat und EU-Roaming' },
  { to: '/unterwegs/tarife/young', title: 'Young', text: '18 bis 27 Jahre: die ersten 36 Monate günstiger' },
  { to: '/unterwegs/tarife/prepaid', title: 'Prepaid', text: 'Ohne Vertrag, mit Vorteilsvariante für Mitarbeitende' },
  { to: '/unterwegs/tarife/daten', title: 'Datentarife', text: 'Data S, M und L für Tablet und Router' },
  { to: '/unterwegs/geraete/smartphones', title: 'Smartphones', text: 'Mit Tarif ab 1 € Gerätepreis' },
  { to: '/unterwegs/geraete/tablets', title: 'Tablets', text: 'Mit 5G immer online' },
];

/** The links under the header of each shop section. */
export const SECTION_LINKS: Record<'unterwegs' | 'zuhause', LinkEntry[]> = {
  unterwegs: [
    { to: '/unterwegs/tarife/mobilfunk', label: 'Tarife' },
    { to: '/unterwegs/tarife/young', label: 'Young' },
    { to: '/unterwegs/tarife/prepaid', label: 'Prepaid' },
    { to: '/unterwegs/tarife/daten', label: 'Datentarife' },
    { to: '/unterwegs/geraete/smartphones', label: 'Smartphones' },
    { to: '/unterwegs/geraete/tablets', label: 'Tablets' },
  ],
  zuhause: [
    { to: '/zuhause/tarife/magentazuhause-tarife', label: 'MagentaZuhause' },
    { to: '/zuhause/tarife/glasfaser-tarife', label: 'Glasfaser' },
  ],
};

/** The legal links of every page's footer. */
export const FOOTER_LINKS: LinkEntry[] = [
  { to: '/agb', label: 'AGB' },
  { to: '/agb?id=widerrufsrecht', label: 'Widerrufsrecht' },
  { to: '/impressum', label: 'Impressum' },
  { to: '/datenschutz', label: 'Datenschutz' },
  { to: '/datenschutzhinweise', label: 'Datenschutzhinweise' },
  { to: '/produktinformationsblatt', label: 'Produktinformationsblatt' },
  { to: '/ueber-das-unternehmen/verbraucherinformationen', label: 'Verbraucherinformationen' },
  { to: '/barrierefreiheit', label: 'Barrierefreiheit' },
  { to: '/kuendigung', label: 'Verträge hier kündigen' },
  { to: '/widerruf', label: 'Vertrag widerrufen' },
];
