/**
 * `npm run bench`: builds the shop, starts it as a real server on loopback and measures it beside
 * baselines taken in the same run. Prints a table and writes test-results/bench/bench.json.
 * `--quick` measures one Lighthouse run of the start page only and smaller address books;
 * `--only=bundles,lighthouse,interactions,api,catalogue,availability,flaky,eventlog,start` picks parts.
 * `--calibrated` runs Lighthouse with the CPU slowdown its docs advise for this machine instead of
 * its preset's 4× (a slower machine than a high-end desktop scores lower under the preset).
 */
import fs from 'node:fs';
import path from 'node:path';
import { BENCH_DIR, buildAll, EMPTY_REACT_PAGE, HELLO_PAGE, STATIC_DIR } from './build';
import { measureBundles } from './bundle-size';
import { measureLighthouse } from './lighthouse';
import { CHECKOUT_STEP_ONE } from './checkout-step-one';
import { measureAvailability } from './availability';
import { dropDatabase, ensureDatabase, postgresReachable } from './postgres';
import { startHello, startShop, type Running } from './processes';
import { hammer, type Throughput } from './throughput';
import { measureStart } from './startup';
import { CATALOGUE_READ, measureCatalogueRead } from './catalogue-read';
import { measureOrderFlow } from './order-flow';
import { measureFlakyCheckout, printFlakyCheckout, type FlakyCheckoutFigures } from './flaky-checkout';
import { printReport, type BenchReport } from './report';
import { measureEventLog } from './event-log';
import { measureInteractions, printInteractions, type InteractionFigures } from './interactions';
import { ensureChromium } from '../support/ensure-chromium.mjs';
import { CATALOGUE_PAGES } from '../support/catalogue-pages';

const quick = process.argv.includes('--quick');
const calibrated = process.argv.includes('--calibrated');
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (part: string) => !only || only.includes(part);

const PAGES = { ...CATALOGUE_PAGES, checkout: '/checkout' };
/**
 * The budget's pages (start page, tariff list, device list, device detail, zuhause, cart) plus a
 * legal page, each as a first visit, and checkout step 1 reloaded by a shopper with a cart.
 */
const LIGHTHOUSE_PAGES = [
  PAGES.home,
  PAGES.tariffList,
  PAGES.deviceList,
  PAGES.deviceDetail,
  PAGES.zuhause,
  PAGES.cart,
  PAGES.legal,
  CHECKOUT_STEP_ONE,
];
const ADDRESS_BOOK_SIZES = quick ? [10_000, 100_000] : [10_000, 100_000, 1_000_000];
const SHOP_DATABASE = 'shop_bench_shop';

async function withServer<T>(start: () => Promise<Running>, work: (server: Running) => Promise<T>): Promise<T> {
  const server = await start();
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}

/** Catalogue reads and the order flow on one database kind. */
async function apiFigures(label: string, databaseUrl?: string): Promise<Throughput[]> {
  return withServer(
    () => startShop({ staticDir: STATIC_DIR, databaseUrl }),
    async (shop) => [
      await hammer(`Katalog lesen (${label})`, shop.baseUrl + CATALOGUE_READ),
      ...(await measureOrderFlow(`Bestellablauf (${label})`, shop.baseUrl)),
    ],
  );
}

async function main() {
  const started = Date.now();
  if (
    (wanted('bundles') || wanted('lighthouse') || wanted('interactions') || wanted('flaky')) &&
    !ensureChromium('Ohne Chromium lassen sich Erstladung und Lighthouse nicht messen; der Lauf bricht ab.')
  ) {
    process.exit(1);
  }
  if (['bundles', 'lighthouse', 'interactions', 'api', 'catalogue', 'flaky', 'start'].some(wanted)) {
    console.log('Baue den Shop und die Vergleichsseiten …');
    await buildAll();
  }
  const postgres = await postgresReachable();
  if (!postgres) console.log('PostgreSQL nicht erreichbar: PostgreSQL-Messungen entfallen.');

  const report: BenchReport & { flakyCheckout?: FlakyCheckoutFigures; interactions?: InteractionFigures[] } = {
    quick,
    startedAt: new Date(started).toISOString(),
    seconds: 0,
  };
  if (wanted('bundles') || wanted('lighthouse')) {
    await withServer(
      () => startShop({ staticDir: STATIC_DIR }),
      async (shop) => {
        if (wanted('bundles')) {
          console.log('Messe Erstladung (JS/CSS) …');
          report.bundles = await measureBundles(shop.baseUrl, Object.values(PAGES));
        }
        if (wanted('lighthouse')) {
          console.log('Messe Lighthouse …');
          const lighthousePages = quick ? [PAGES.home] : LIGHTHOUSE_PAGES;
          // The empty React page beside the bare one: what the framework alone scores on this machine.
          report.lighthouse = await measureLighthouse(
            shop.baseUrl,
            [HELLO_PAGE, EMPTY_REACT_PAGE, ...lighthousePages],
            quick ? 1 : 3,
            calibrated,
          );
        }
      },
    );
  }

  if (wanted('interactions')) {
    console.log('Messe Klicks bis zum nächsten Bild (Event Timing) …');
    report.interactions = await withServer(
      () => startShop({ staticDir: STATIC_DIR }),
      // A single click's figure scatters by a factor of several: fifteen a kind make the medians comparable.
      (shop) => measureInteractions(shop.baseUrl, quick ? 3 : 15),
    );
  }

  if (wanted('api')) {
    console.log('Messe API-Durchsatz …');
    const hello = await withServer(startHello, (server) => hammer('Fastify Hallo Welt', server.baseUrl + '/hello'));
    const api = [hello, ...(await apiFigures('PGlite'))];
    if (postgres) {
      const url = await ensureDatabase(SHOP_DATABASE, { fresh: true });
      try {
        api.push(...(await apiFigures('PostgreSQL', url)));
      } finally {
        await dropDatabase(SHOP_DATABASE);
      }
    }
    report.api = api;
  }

  if (wanted('catalogue')) {
    console.log('Messe Katalog lesen neben Fastify leer mit demselben Objekt …');
    report.catalogueRead = await withServer(
      () => startShop({ staticDir: STATIC_DIR }),
      (shop) => measureCatalogueRead(shop, 3),
    );
  }

  if (wanted('start')) {
    console.log('Messe Start (tsx und gebauter Server) …');
    report.start = await measureStart(STATIC_DIR, quick ? 1 : 3);
  }

  if (postgres && wanted('availability')) {
    console.log(`Messe Verfügbarkeit bei ${ADDRESS_BOOK_SIZES.join(', ')} Adressen …`);
    report.availability = await measureAvailability(ADDRESS_BOOK_SIZES);
  }

  if (wanted('flaky')) {
    console.log('Messe die Bestellung auf wackliger Verbindung …');
    report.flakyCheckout = await withServer(
      () => startShop({ staticDir: STATIC_DIR }),
      (shop) => measureFlakyCheckout(shop.baseUrl, quick ? 1 : 3),
    );
  }

  if (wanted('eventlog')) {
    console.log('Messe das Ereignisprotokoll (Dispatches pro Sekunde mit und ohne) …');
    report.eventLog = await measureEventLog(quick ? 5_000 : 20_000);
    console.table(report.eventLog);
  }

  report.seconds = Math.round((Date.now() - started) / 1000);
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  const file = path.join(BENCH_DIR, 'bench.json');
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  printReport(report);
  if (report.flakyCheckout) printFlakyCheckout(report.flakyCheckout);
  if (report.interactions) printInteractions(report.interactions);
  console.log(`\nJSON: ${path.relative(process.cwd(), file)} (${report.seconds} s)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
