/**
 * The shop's link tables of every page: the section navigation and the footer (the landing pages'
 * tiles are in ./landing-tiles.ts, with those pages' code). Data only; the layouts render them.
 */

interface LinkEntry {
  to: string;
  label: string;
}

export interface TileEntry {
  to: string;
  title: string;
  text: string;
}

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
