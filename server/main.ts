import { readConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { loadCatalogue, seedCatalogue } from './db/catalogue';
import { buildApp } from './app';
import { createLogger } from './logging';
import { ensureAddressBook } from './availability/seed-address-book';
import { scheduleRetention } from './retention-schedule';
import { serveDiagnosticsSocket } from './diagnostics-socket';

const config = readConfig();
const logger = createLogger(config.logLevel);

async function start() {
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(db);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const { addressBookSeed, generatedAddresses } = config.availability;
  if (await ensureAddressBook(db, { seed: addressBookSeed, generated: generatedAddresses })) {
    logger.info({ generatedAddresses }, 'address book seeded');
  }
  if (await seedCatalogue(db)) logger.info('catalogue seeded');
  const catalogue = await loadCatalogue(db);
  const app = await buildApp({ db, config, logger, catalogue, serveStatic: config.serveApp });
  const retention = scheduleRetention(db, config.retention, logger);
  // PGlite is this process's own: `npm run diagnostics` asks through the data folder (PostgreSQL it reads directly).
  const diagnostics = config.databaseUrl ? null : await serveDiagnosticsSocket(db, config.dataDir);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    retention.stop();
    await diagnostics?.close();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  // Under `npm run dev` the URL to open is the dev server's (scripts/dev.ts), not this API's.
  if (config.serveApp) console.log(`\nMobilfunk Angebote läuft auf http://${config.host}:${config.port}/ (Datenbank: ${where})\n`);
  else logger.info({ port: config.port, database: where }, 'API ready');
}

start().catch((error) => {
  logger.fatal({ err: error }, 'start failed');
  process.exit(1);
});
