import type { Database } from '../db/client';
import { insertAddresses } from '../db/address-book';
import { CURATED_ADDRESSES } from './curated-addresses';
import type { AddressBookEntry } from '../db/address-book';
import { generateAddresses } from './generate';

const BATCH_SIZE = 2_000;
/** Any constant works; it only has to be the same in every process sharing one PostgreSQL. */
const SEED_LOCK_KEY = 4_711_2020;

export interface AddressBookSettings {
  seed: number;
  generated: number;
}

/**
 * Fills the address book once per (seed, size): the curated addresses first, so that a generated
 * address can never shadow one of them, then the generated ones in batches.
 */
export async function ensureAddressBook(db: Database, settings: AddressBookSettings): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const { rows } = await tx.query('SELECT 1 FROM address_book_seeds WHERE seed = $1 AND generated = $2', [
      settings.seed,
      settings.generated,
    ]);
    if (rows.length) return false;
    await insertAddresses(tx, CURATED_ADDRESSES);
    let batch: AddressBookEntry[] = [];
    for (const entry of generateAddresses(settings.seed, settings.generated)) {
      batch.push(entry);
      if (batch.length === BATCH_SIZE) {
        await insertAddresses(tx, batch);
        batch = [];
      }
    }
    if (batch.length) await insertAddresses(tx, batch);
    await tx.query('INSERT INTO address_book_seeds (seed, generated) VALUES ($1, $2)', [
      settings.seed,
      settings.generated,
    ]);
    return true;
  });
}
