import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './config';
import type { AddressBookSettings } from './availability/seed-address-book';
import { CATALOGUE_SEED } from './catalogue/seed';
import { catalogueHash } from './db/catalogue';
import { migrationFiles } from './db/migrate';

/**
 * A PGlite data folder prepared at `npm run build`: migrated, with the catalogue and the generated
 * address book in it, shut down cleanly. A server that finds its data folder empty copies it there
 * (a cold copy of a stopped PostgreSQL cluster) instead of creating the database, migrating and
 * inserting 50,000 addresses at its first start.
 */
export const PREPARED_DATA_DIR = path.join(PROJECT_ROOT, 'dist', 'server', 'pgdata');
/** What the folder was made for; a server whose settings or migrations differ starts without it. */
const MANIFEST = path.join(PROJECT_ROOT, 'dist', 'server', 'pgdata.json');

interface Manifest {
  migrations: string;
  catalogue: string;
  addressBook: AddressBookSettings;
}

const migrationsHash = () =>
  createHash('sha256')
    .update(
      migrationFiles()
        .map(({ name, sql }) => `${name}\n${sql}`)
        .join('\n'),
    )
    .digest('hex');

const manifestFor = (addressBook: AddressBookSettings): Manifest => ({
  migrations: migrationsHash(),
  catalogue: catalogueHash(CATALOGUE_SEED),
  addressBook: { seed: addressBook.seed, generated: addressBook.generated },
});

function readManifest(): Manifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/** Whether the prepared folder on disk is the one these settings and today's sources make. */
export function preparedDataIsCurrent(addressBook: AddressBookSettings): boolean {
  return (
    fs.existsSync(PREPARED_DATA_DIR) && JSON.stringify(readManifest()) === JSON.stringify(manifestFor(addressBook))
  );
}

/**
 * The prepared folder for this address book, or undefined when there is none or it was made for
 * another one or other migrations. A changed catalogue is fine: the start seeds it again.
 */
export function preparedDataFor(addressBook: AddressBookSettings): string | undefined {
  const manifest = readManifest();
  if (!manifest || !fs.existsSync(PREPARED_DATA_DIR)) return undefined;
  const usable =
    JSON.stringify(manifest.addressBook) === JSON.stringify(manifestFor(addressBook).addressBook) &&
    manifest.migrations === migrationsHash();
  return usable ? PREPARED_DATA_DIR : undefined;
}

/** Records what the folder now in PREPARED_DATA_DIR was made for. */
export function writePreparedManifest(addressBook: AddressBookSettings): void {
  fs.writeFileSync(MANIFEST, JSON.stringify(manifestFor(addressBook)));
}
