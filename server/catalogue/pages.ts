import type { StageSlide } from '../../src/domain/catalogue-types';
import type { PageData } from '../../src/domain/page-data';
import { stageKeyOf } from '../../src/domain/stage';

const SITE_DESCRIPTION =
  'Mobilfunk- und Festnetztarife mit Vorteilspreisen für Mitarbeitende: Smartphones, Glasfaser und MagentaZuhause-Tarife online bestellen.';

/** The legal and declaration pages, so each has its own title. */
const LEGAL_PAGES: Record<string, Omit<PageData, 'url' | 'stage'>> = Object.fromEntries(
  (
    [
      ['/datenschutz', 'Datenschutzerklärung', 'Wie wir personenbezogene Daten verarbeiten.'],
      ['/datenschutzhinweise', 'Datenschutzhinweise', 'Datenschutz im Telekommunikationsvertrag.'],
      ['/produktinformationsblatt', 'Produktinformationsblatt', 'Datenvolumen, Bandbreiten, Preise und Laufzeiten.'],
      [
        '/ueber-das-unternehmen/verbraucherinformationen',
        'Verbraucherinformationen',
        'Informationen für Verbraucherinnen und Verbraucher.',
      ],
      ['/barrierefreiheit', 'Erklärung zur Barrierefreiheit', 'Barrierefreiheit des Onlineshops nach BFSG.'],
      ['/kuendigung', 'Verträge hier kündigen', 'Verträge ohne Anmeldung online kündigen.'],
      ['/widerruf', 'Vertrag widerrufen', 'Einen Vertrag ohne Anmeldung online widerrufen.'],
    ] satisfies [path: string, name: string, description: string][]
  ).map(([path, name, description]) => [path, { name, description, image: '/images/stage/start-1.svg' }] as const),
);

/** Page data (spec §3) for the metadata of each route; sections fall back to their parent. */
const PAGES: Record<string, Omit<PageData, 'url' | 'stage'>> = {
  '/': { name: 'Startseite', description: SITE_DESCRIPTION, image: '/images/stage/start-1.svg' },
  '/unterwegs': {
    name: 'Mobilfunk',
    description: 'Mobilfunktarife mit und ohne Smartphone: Tarife, Young-Tarife, Prepaid und Datentarife.',
    image: '/images/stage/unterwegs-1.svg',
  },
  '/zuhause': {
    name: 'Zuhause',
    description: 'Festnetz- und Glasfasertarife mit TV und Hardware für Ihr Zuhause.',
    image: '/images/stage/zuhause-1.svg',
  },
  '/warenkorb': { name: 'Warenkorb', description: 'Ihr Warenkorb.', image: '/images/stage/start-1.svg' },
  '/checkout': {
    name: 'Bestellung: Persönliche Daten',
    description: 'Ihre Bestellung.',
    image: '/images/stage/start-1.svg',
  },
  // Each step its own title (WCAG 2.4.2), named as the step indicator names it.
  '/checkout/zahlung': {
    name: 'Bestellung: Zahlung',
    description: 'Ihre Bestellung.',
    image: '/images/stage/start-1.svg',
  },
  '/checkout/identifikation': {
    name: 'Bestellung: Identifikation',
    description: 'Ihre Bestellung.',
    image: '/images/stage/start-1.svg',
  },
  '/checkout/overview': {
    name: 'Bestellung: Übersicht',
    description: 'Ihre Bestellung.',
    image: '/images/stage/start-1.svg',
  },
  '/checkout/finish': {
    name: 'Bestellung: Bestätigung',
    description: 'Ihre Bestellung.',
    image: '/images/stage/start-1.svg',
  },
  '/agb': {
    name: 'Allgemeine Geschäftsbedingungen',
    description: 'AGB und Widerrufsbelehrung.',
    image: '/images/stage/start-1.svg',
  },
  '/impressum': { name: 'Impressum', description: 'Angaben nach § 5 DDG.', image: '/images/stage/start-1.svg' },
  ...LEGAL_PAGES,
};

/** The name of a catalogue page (a tariff list, a device, a landline tariff and its item pages), when it is one. */
export type CatalogueNamer = (segments: string[]) => string | undefined;

export function pageDataFor(
  path: string,
  stages: Record<string, StageSlide[]> = {},
  nameOf: CatalogueNamer = () => undefined,
): PageData {
  const clean = path.split(/[?#]/)[0] || '/';
  const stageKey = stageKeyOf(clean);
  const stage = stageKey ? stages[stageKey] : undefined;
  const base = pageWithoutStage(clean);
  // A catalogue page is titled by what it shows, not by its section (WCAG 2.4.2).
  const name = nameOf(clean.split('/').filter(Boolean));
  const page = name ? { ...base, name } : base;
  return stage?.length ? { ...page, stage } : page;
}

function pageWithoutStage(clean: string): PageData {
  const segments = clean.split('/').filter(Boolean);
  for (let length = segments.length; length >= 0; length -= 1) {
    const candidate = '/' + segments.slice(0, length).join('/');
    const page = PAGES[candidate];
    if (page) return { ...page, url: clean };
  }
  return { ...PAGES['/']!, url: clean };
}
