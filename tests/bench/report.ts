import type { LookupFigures } from './availability';
import type { BundleReport } from './bundle-size';
import type { LighthouseFigures } from './lighthouse';
import { PRESET_CPU_SLOWDOWN } from './cpu-slowdown';
import type { CatalogueReadRound } from './catalogue-read';
import type { StartFigures } from './startup';
import type { Throughput } from './throughput';

export interface BenchReport {
  quick: boolean;
  startedAt: string;
  seconds: number;
  bundles?: BundleReport;
  lighthouse?: LighthouseFigures[];
  api?: Throughput[];
  availability?: LookupFigures[];
  eventLog?: import('./event-log').EventLogFigures;
  start?: StartFigures[];
  catalogueRead?: CatalogueReadRound[];
}

const kb = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
/**
 * Kilobytes of 1 000 bytes, German style ('14,3 kB'), for figures read against TCP's first round
 * trip of 14 600 bytes: `kb`'s units of 1 024 would show that limit as 14.3.
 */
const kB = (bytes: number | null) =>
  bytes === null
    ? '–'
    : `${(bytes / 1000).toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} kB`;
const ratio = (value: number | null, base: number | null) =>
  value === null || base === null || !Number.isFinite(value / base) ? '–' : `${(value / base).toFixed(2)}×`;
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');

function table(title: string, header: string[], rows: string[][]): void {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((w) => '─'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

function printBundles({ baseline, pages, html }: BundleReport): void {
  table(
    'Erstladung (gzip) – Basis: leere Vite/React-Seite',
    ['Seite', 'JS', '× Basis', 'CSS', '× Basis'],
    [baseline, ...pages].map((page) => [
      page === baseline
        ? `${page.path} (Basis)`
        : page.finalPath === page.path
          ? page.path
          : `${page.path} → ${page.finalPath}`,
      kb(page.jsGzip),
      ratio(page.jsGzip, baseline.jsGzip),
      kb(page.cssGzip),
      ratio(page.cssGzip, baseline.cssGzip || null),
    ]),
  );
  table(
    'HTML von / bis zur ersten Überschrift oder zum ersten Bild – Basis: statische Hallo-Seite',
    ['Seite', 'roh', 'gzip', '× Basis (gzip)', 'HTML gesamt'],
    [
      [
        '/',
        kb(html.home.rawBytes),
        kb(html.home.gzipBytes),
        ratio(html.home.gzipBytes, html.baseline.gzipBytes),
        kb(html.home.totalRawBytes),
      ],
      [
        'Hallo-Seite (Basis)',
        kb(html.baseline.rawBytes),
        kb(html.baseline.gzipBytes),
        '1.00×',
        kb(html.baseline.totalRawBytes),
      ],
    ],
  );
}

function printLighthouse([lighthouseBase, emptyReact, ...lighthousePages]: LighthouseFigures[]): void {
  const label = (page: LighthouseFigures) =>
    page === lighthouseBase
      ? `${page.path} (Basis)`
      : page === emptyReact
        ? `${page.path} (leere React-Seite)`
        : page.label
          ? `${page.path} (${page.label})`
          : page.path;
  const slowdown = lighthouseBase.cpuSlowdownMultiplier;
  const throttling =
    slowdown === PRESET_CPU_SLOWDOWN
      ? `CPU ${slowdown}× gedrosselt (Lighthouse-Vorgabe)`
      : `CPU ${slowdown.toFixed(1)}× gedrosselt (auf diesen Rechner kalibriert)`;
  table(
    `Lighthouse (mobil, ${throttling}, Median) – Basis: statische Hallo-Seite desselben Servers`,
    ['Seite', 'Score', 'LCP', '× Basis', 'TBT', 'CLS', 'CPU-Index', 'HTML', 'LCP wartet auf'],
    [lighthouseBase, emptyReact, ...lighthousePages].map((page) => [
      label(page),
      String(page.score),
      ms(page.lcpMs),
      ratio(page.lcpMs, lighthouseBase.lcpMs),
      ms(page.tbtMs),
      Number.isFinite(page.cls) ? page.cls.toFixed(3) : '–',
      Number.isFinite(page.benchmarkIndex) ? String(Math.round(page.benchmarkIndex)) : '–',
      kB(page.documentBytes),
      page.lcpWaitsFor ? String(page.lcpWaitsFor.length) : '–',
    ]),
  );
  for (const page of [lighthouseBase, emptyReact, ...lighthousePages]) {
    if (page.lcpWaitsFor?.length) console.log(`LCP wartet auf, ${label(page)}: ${page.lcpWaitsFor.join(', ')}`);
  }
  console.log(
    'HTML: übertragene Größe des Dokuments samt Antwort-Headern. In Lighthouses Simulation braucht ein HTML-Dokument über 14,6 kB (zehn TCP-Segmente zu 1 460 Bytes, das anfängliche Überlastfenster) einen zweiten Round Trip, und jede Anfrage unter „LCP wartet auf“ nach der ersten braucht eine eigene Verbindung (etwa zwei Round Trips). Angaben aus dem Lauf mit dem mittleren LCP.',
  );
  console.log('Seiten ohne Angabe: erster Besuch (leerer Cache; der Shop zeigt dabei das Cookie-Banner).');
  for (const page of lighthousePages.filter((p) => p.state)) console.log(`${page.path}: ${page.state}`);
  console.log(
    'CPU-Index: Lighthouses BenchmarkIndex (JavaScript-Tempo des Rechners, höher ist schneller). Wie teuer neuer Speicher ist, erfasst er nicht: auf einer VM mit langsamen Seitenfehlern zählt dieselbe Seite viel mehr blockierende Zeit. Die Vorgabe (4×) setzt einen CPU-Index um 1 500 voraus; --calibrated drosselt nach Lighthouses Rechner für den hier gemessenen Index.',
  );
}

function printApi([hello, ...api]: Throughput[]): void {
  table(
    'API auf 127.0.0.1 (autocannon) – Basis: Fastify Hallo Welt',
    ['Messung', 'Anfragen/s', '× Basis', 'p50', 'p99', 'Fehler'],
    [hello, ...api].map((row) => [
      row === hello ? `${row.label} (Basis)` : row.label,
      row.requestsPerSecond.toFixed(0),
      ratio(row.requestsPerSecond, hello.requestsPerSecond),
      ms(row.p50Ms),
      ms(row.p99Ms),
      String(row.errors),
    ]),
  );
}

function printAvailability(figures: LookupFigures[]): void {
  const [smallest] = figures;
  table(
    'Verfügbarkeitsprüfung (PostgreSQL) – Basis: kleinstes Adressbuch',
    [
      'Adressen',
      'Abfragen',
      'Mittel',
      '× Basis',
      'p95',
      'gefunden',
      'Korrektur',
      'nicht gefunden',
      'Fehler',
      'Befüllen',
    ],
    figures.map((row) => [
      row.addresses.toLocaleString('de-DE'),
      String(row.lookups),
      `${row.meanMs.toFixed(2)} ms`,
      ratio(row.meanMs, smallest.meanMs),
      `${row.p95Ms.toFixed(2)} ms`,
      String(row.outcomes.found),
      String(row.outcomes.corrected),
      String(row.outcomes.notFound),
      String(row.outcomes.failed),
      row.seedSeconds ? `${row.seedSeconds.toFixed(0)} s` : 'vorhanden',
    ]),
  );
  printSuggestions(figures);
  const failed = figures.filter((row) => row.outcomes.failed > 0);
  if (failed.length) {
    console.log(
      `ACHTUNG: fehlgeschlagene Abfragen bei ${failed.map((row) => row.addresses).join(', ')} Adressen – die Zeiten taugen nicht.`,
    );
  }
}

function printSuggestions(figures: LookupFigures[]): void {
  const [smallest] = figures;
  const largest = figures[figures.length - 1];
  table(
    'Adressvorschläge beim Tippen (PostgreSQL) – Basis: kleinstes Adressbuch',
    ['Adressen', 'Abfragen', 'Mittel', '× Basis', 'Median', '× Basis', 'p95', 'ohne Vorschlag'],
    figures.map((row) => [
      row.addresses.toLocaleString('de-DE'),
      String(row.suggestions.requests),
      `${row.suggestions.meanMs.toFixed(2)} ms`,
      ratio(row.suggestions.meanMs, smallest.suggestions.meanMs),
      `${row.suggestions.medianMs.toFixed(2)} ms`,
      ratio(row.suggestions.medianMs, smallest.suggestions.medianMs),
      `${row.suggestions.p95Ms.toFixed(2)} ms`,
      String(row.suggestions.empty),
    ]),
  );
  console.log(
    `Vorschläge: ${smallest.addresses.toLocaleString('de-DE')} → ${largest.addresses.toLocaleString('de-DE')} Adressen: ` +
      `${ratio(largest.suggestions.meanMs, smallest.suggestions.meanMs)} (Mittel), ` +
      `${ratio(largest.suggestions.medianMs, smallest.suggestions.medianMs)} (Median), ${ratio(largest.suggestions.p95Ms, smallest.suggestions.p95Ms)} (p95)`,
  );
}

function printStart(figures: StartFigures[]): void {
  // Each round begins with its bare Fastify: every row is compared with the one of its own round.
  let bare = figures[0];
  table(
    'Serverstart bis bereit (/api/health/ready) und Speicher (RSS aller Prozesse) – Basis: Fastify leer derselben Runde',
    ['Start', 'Befehl', 'bereit nach', '× Basis', 'RSS', 'Prozesse'],
    figures.map((figure) => {
      if (figure.label === bare.label) bare = figure;
      return [
        figure.label,
        figure.command,
        ms(figure.readyMs),
        ratio(figure.readyMs, bare.readyMs),
        `${Math.round(figure.rssMb)} MB`,
        String(figure.processes),
      ];
    }),
  );
}

function printCatalogueRead(rounds: CatalogueReadRound[]): void {
  table(
    'Katalog lesen (Tarifliste, autocannon, 50 Verbindungen) – Basis: Fastify leer mit demselben Objekt, abwechselnd',
    [
      'Runde',
      'Shop Anfragen/s',
      'Basis Anfragen/s',
      'Shop × Basis',
      'Shop CPU/Antwort',
      'Basis CPU/Antwort',
      'Shop × Basis (CPU)',
      'Fehler',
    ],
    rounds.map(({ shop, bare }, index) => [
      String(index + 1),
      shop.requestsPerSecond.toFixed(0),
      bare.requestsPerSecond.toFixed(0),
      ratio(shop.requestsPerSecond, bare.requestsPerSecond),
      `${shop.cpuMicrosPerAnswer.toFixed(0)} µs`,
      `${bare.cpuMicrosPerAnswer.toFixed(0)} µs`,
      ratio(bare.cpuMicrosPerAnswer, shop.cpuMicrosPerAnswer),
      String(shop.errors + bare.errors),
    ]),
  );
  console.log(
    '× Basis (CPU): Antworten je CPU-Sekunde des Servers gegenüber der Basis; von anderer Last auf dem Rechner kaum berührt.',
  );
}

export function printReport(report: BenchReport): void {
  if (report.bundles) printBundles(report.bundles);
  if (report.lighthouse) printLighthouse(report.lighthouse);
  if (report.api) printApi(report.api);
  if (report.availability?.length) printAvailability(report.availability);
  if (report.start) printStart(report.start);
  if (report.catalogueRead) printCatalogueRead(report.catalogueRead);
}
