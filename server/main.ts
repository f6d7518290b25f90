import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { ConfigError } from './config-schema';
import { readConfig, type ServerConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { loadCatalogue, seedCatalogue } from './db/catalogue';
import { buildApp } from './app';
import type { DrainState } from './deps';
import { createLogger } from './logging';
import { ensureAddressBook } from './availability/seed-address-book';
import { scheduleRetention } from './retention-schedule';
import { serveDiagnosticsSocket } from './diagnostics-socket';
import { preparedDataFor } from './prepared-data';
import { loadSchemaFunctions, prebuiltCompilers, SCHEMA_FUNCTIONS_FILE } from './schema-functions';

function configOrExit(): ServerConfig {
  try {
    return readConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // Before any logger exists: one plain line per refused variable, for whoever started the process.
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
}

const config = configOrExit();
const logger = createLogger(config.logLevel);

/**
 * The compiled server (dist/server/main.js) finds its routes' validators and serialisers compiled
 * by `npm run build` beside it; run from source there are none and Fastify compiles them at start.
 */
function schemaCompilers() {
  const functions = loadSchemaFunctions(fileURLToPath(new URL(SCHEMA_FUNCTIONS_FILE, import.meta.url)));
  if (!functions) return undefined;
  return prebuiltCompilers(functions, ({ method, url, httpPart, httpStatus }) =>
    logger.warn(
      { method, url, part: httpPart ?? httpStatus },
      'schema compiled at start: the build has no function for it (npm run build)',
    ),
  );
}

/**
 * The critical CSS worker beside the compiled server (scripts/build-server.mjs), or its source when
 * the server runs from source (under tsx, which the worker then runs with too).
 */
const criticalCssWorker = () =>
  ['./critical-css-worker.js', './render/critical-css-worker.ts']
    .map((file) => fileURLToPath(new URL(file, import.meta.url)))
    .find((file) => fs.existsSync(file));

async function start() {
  const { addressBookSeed, generatedAddresses } = config.availability;
  // An empty PGlite folder starts from the one `npm run build` prepared: migrated, catalogue and address book in it.
  const prepared = () => preparedDataFor({ seed: addressBookSeed, generated: generatedAddresses });
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, prepared });
  const applied = await migrate(db);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  if (await ensureAddressBook(db, { seed: addressBookSeed, generated: generatedAddresses })) {
    logger.info({ generatedAddresses }, 'address book seeded');
  }
  if (await seedCatalogue(db)) logger.info('catalogue seeded');
  const catalogue = await loadCatalogue(db);
  const drain: DrainState = { draining: false };
  const app = await buildApp({
    db,
    config,
    logger,
    catalogue,
    serveStatic: config.serveApp,
    drain,
    schemaCompilers: schemaCompilers(),
    criticalCssWorker: criticalCssWorker(),
  });
  const retention = scheduleRetention(db, config.retention, logger);
  // PGlite is this process's own: `npm run diagnostics` asks through the data folder (PostgreSQL it reads directly).
  const diagnostics = config.databaseUrl ? null : await serveDiagnosticsSocket(db, config.dataDir);

  // SIGTERM/SIGINT: readiness says 503 at once; after the delay the listener closes, idle kept-alive
  // connections end, requests in flight finish, then the database closes. Past the bound the process exits 1.
  const bound = config.shutdown.delayMs + config.shutdown.timeoutMs;
  const onTimeout = () => logger.error({ timeoutMs: bound }, 'requests still in flight at the shutdown bound; exiting');
  closeWithGrace({ delay: bound, logger: false, onTimeout }, async ({ signal, err }) => {
    if (err) logger.fatal({ err }, 'stopping after an unexpected error');
    drain.draining = true;
    logger.info({ signal, delayMs: config.shutdown.delayMs }, 'draining');
    retention.stop();
    if (config.shutdown.delayMs) await new Promise((resolve) => setTimeout(resolve, config.shutdown.delayMs));
    await diagnostics?.close();
    await app.close();
    await db.close();
    logger.info('stopped');
  });

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  // Under `npm run dev` the URL to open is the dev server's (scripts/dev.ts), not this API's.
  if (config.serveApp)
    console.log(`\nMobilfunk Angebote läuft auf http://${config.host}:${config.port}/ (Datenbank: ${where})\n`);
  else logger.info({ port: config.port, database: where }, 'API ready');
}

start().catch((error) => {
  logger.fatal({ err: error }, 'start failed');
  process.exit(1);
});
