/**
 * `npm run diagnostics -- PM-7K3Q-X9`: a shopper's 'Problem melden' report, read from the database
 * the server uses, listed action by action and replayed (reducers only) to the shopper's state.
 *
 *   --json              the log itself (the format `window.__shopEventLog.replay` takes)
 *   --devtools <file>   writes it for Redux DevTools (extension: Import; standalone app: Import)
 *   --up-to <n>         the state after action n instead of the last one
 *
 * PostgreSQL (DATABASE_URL) is read directly. A PGlite folder (DATA_DIR, default ./data) belongs to
 * one process: a running server is asked over the Unix socket in that folder, otherwise the folder
 * is opened directly.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { findDiagnosticReport, type DiagnosticReport } from '../server/db/diagnostic-reports';
import { askDiagnosticsSocket } from '../server/diagnostics-socket';
import { replayEventLog } from '../src/app/event-log-replay';
import { toDevToolsExport } from '../src/app/event-log-devtools';
import { parseEventLog } from '../src/domain/event-log';

async function fromDatabase(
  url: string | undefined,
  dataDir: string | undefined,
  reference: string,
): Promise<DiagnosticReport | null> {
  const db = await openDatabase({ url, dataDir });
  try {
    return await findDiagnosticReport(db, reference);
  } catch (error) {
    // A database the server never migrated has no reports yet.
    if ((error as { code?: string }).code === '42P01' || /diagnostic_reports/.test(String(error))) return null;
    throw error;
  } finally {
    await db.close();
  }
}

async function readReport(reference: string): Promise<DiagnosticReport | null> {
  const config = readConfig();
  if (config.databaseUrl) return fromDatabase(config.databaseUrl, undefined, reference);
  const answer = await askDiagnosticsSocket(config.dataDir, reference);
  return answer ? answer.report : fromDatabase(undefined, config.dataDir, reference);
}

/** What a developer looks at first: the cart the shopper had. */
function cartSummary(state: Record<string, unknown>): string {
  const cart = (state.cart ?? {}) as {
    tariff?: { product_name?: string } | null;
    handset?: { product_name?: string; variant?: string } | null;
  };
  const parts = [
    cart.tariff?.product_name && `Tarif ${cart.tariff.product_name}`,
    cart.handset?.product_name && `Gerät ${cart.handset.product_name} (${cart.handset.variant ?? ''})`,
  ];
  return parts.filter(Boolean).join(', ') || 'leer';
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { json: { type: 'boolean' }, devtools: { type: 'string' }, 'up-to': { type: 'string' } },
  });
  const reference = positionals[0];
  if (!reference) {
    console.error('Aufruf: npm run diagnostics -- PM-XXXX-XX [--json] [--devtools datei.json] [--up-to n]');
    process.exit(2);
  }
  const report = await readReport(reference);
  if (!report) {
    console.error(`Kein Bericht mit der Referenz ${reference} (Berichte werden nach 30 Tagen gelöscht).`);
    process.exit(1);
  }
  const log = parseEventLog(JSON.stringify(report.log));
  if (values.json) {
    process.stdout.write(`${JSON.stringify(log)}\n`);
    return;
  }
  if (values.devtools) {
    fs.writeFileSync(values.devtools, toDevToolsExport(log));
    console.log(
      `Für Redux DevTools geschrieben: ${values.devtools} (Import im Extension-Fenster oder in der Redux-DevTools-App)`,
    );
  }
  const upTo = values['up-to'] === undefined ? undefined : Number.parseInt(values['up-to'], 10);
  console.log(`${report.reference}: gemeldet ${report.receivedAt} (${report.context}, ${report.path})`);
  console.log(`Anfangszustand ${new Date(log.startedAt).toISOString()}, Warenkorb: ${cartSummary(log.snapshot)}`);
  log.entries.forEach((entry, index) =>
    console.log(`${String(index + 1).padStart(4)}  ${new Date(entry.at).toISOString()}  ${entry.action.type}`),
  );
  const state = replayEventLog(log, { upTo }).getState();
  console.log(`\nZustand nach Aktion ${upTo ?? log.entries.length} (Wiedergabe, persönliche Daten maskiert):`);
  console.log(`Warenkorb: ${cartSummary(state)}`);
  console.log(
    JSON.stringify(
      {
        cart: state.cart,
        form: { activeStep: (state.form as { activeStep?: number }).activeStep },
        order: state.order,
      },
      null,
      2,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
