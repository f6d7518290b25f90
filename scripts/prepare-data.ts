/**
 * Part of `npm run build` (scripts/build-server.mjs): makes the PGlite data folder a server copies
 * on its first start (server/prepared-data.ts), for the configured (default) address book. Does
 * nothing when the folder on disk is already the one today's migrations, catalogue and settings make.
 */
import fs from 'node:fs';
import { ensureAddressBook } from '../server/availability/seed-address-book';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedCatalogue } from '../server/db/catalogue';
import { migrate } from '../server/db/migrate';
import { PREPARED_DATA_DIR, preparedDataIsCurrent, writePreparedManifest } from '../server/prepared-data';

const { addressBookSeed, generatedAddresses } = readConfig().availability;
const addressBook = { seed: addressBookSeed, generated: generatedAddresses };

if (!preparedDataIsCurrent(addressBook)) {
  const started = Date.now();
  fs.rmSync(PREPARED_DATA_DIR, { recursive: true, force: true });
  const db = await openDatabase({ dataDir: PREPARED_DATA_DIR });
  await migrate(db);
  await ensureAddressBook(db, addressBook);
  await seedCatalogue(db);
  // Everything written out of the log into the tables: a server starting on the copy has nothing to replay.
  await db.exec('CHECKPOINT');
  await db.close();
  writePreparedManifest(addressBook);
  console.log(
    `Datenordner für den ersten Start vorbereitet (${generatedAddresses} Adressen, ${Math.round((Date.now() - started) / 1000)} s)`,
  );
}
