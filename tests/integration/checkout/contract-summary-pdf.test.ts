import { contractSummaryPdf } from '../../../server/orders/contract-summary-pdf';
import type { ContractSummary, SummarySection } from '../../../server/orders/contract-summary';

/** A fibre bundle: tariff, router, TV receiver, three options and two promotions, each with its price line. */
const ITEMS = [
  'MagentaZuhause Glasfaser 1000',
  'Glasfaser-Router Smart 4',
  'MagentaTV Box',
  'MagentaTV Smart',
  'Streaming-Option Netflix',
  'WLAN-Service Plus',
  'Cashback 120 €',
  'Bereitstellung gratis',
];

const section = (id: SummarySection['id'], title: string, lines: string[]): SummarySection => ({ id, title, lines });

const BUNDLE: ContractSummary = {
  title: 'Vertragszusammenfassung',
  intro:
    'Diese Vertragszusammenfassung enthält die wichtigsten Elemente dieses Dienstleistungsangebots, wie es das EU-Recht vorschreibt.',
  provider: 'Mobilfunk Angebote',
  date: '23.11.2026',
  sections: [
    section(
      'services',
      'Dienste und Geräte',
      ITEMS.map((item) => `${item}: Leistungsbeschreibung mit allen wesentlichen Merkmalen des Dienstes.`),
    ),
    section('speeds', 'Geschwindigkeiten des Internetzugangsdienstes und Abhilfen bei Problemen', [
      'Download: maximal 1000 Mbit/s, normalerweise 900 Mbit/s, minimal 600 Mbit/s.',
      'Upload: maximal 500 Mbit/s, normalerweise 450 Mbit/s, minimal 300 Mbit/s.',
      'Bei erheblichen Abweichungen können Sie mindern oder außerordentlich kündigen (§ 57 Abs. 4 TKG).',
    ]),
    section(
      'prices',
      'Preis',
      ITEMS.map((item) => `${item}: 1.–6. Monat 9,95 € mtl., ab 7. Monat 19,95 € mtl., einmalig 69,95 €`),
    ),
    section('term', 'Laufzeit, Verlängerung und Kündigung', [
      'Mindestvertragslaufzeit 24 Monate ab Bereitstellung.',
      'Danach unbefristet, jederzeit mit einer Frist von einem Monat kündbar.',
    ]),
    section('accessibility', 'Funktionsmerkmale für Endnutzer mit Behinderungen', [
      'Barrierearmer Kundenservice per Telefon, E-Mail und Chat.',
    ]),
    section('other', 'Sonstige relevante Informationen', [
      'Vertragspartner: Frau Erika Mustermann',
      'Widerruf innerhalb von 14 Tagen.',
    ]),
  ],
};

const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
/** Every font size set in the content streams (`/F1 10 Tf`). */
const fontSizesOf = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/F\d+ ([\d.]+) Tf/g)].map((match) => Number(match[1]));

describe('contract summary PDF (§54 TKG, Regulation (EU) 2019/2243)', () => {
  it('fits a fibre bundle with hardware, options and promotions on at most three A4 pages', async () => {
    const pdf = await contractSummaryPdf(BUNDLE);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pagesOf(pdf)).toBeGreaterThanOrEqual(1);
    expect(pagesOf(pdf)).toBeLessThanOrEqual(3);
  });

  it('sets no text smaller than 10 pt', async () => {
    const sizes = fontSizesOf(await contractSummaryPdf(BUNDLE, { compress: false }));
    expect(sizes.length).toBeGreaterThan(10);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(10);
  });
});
