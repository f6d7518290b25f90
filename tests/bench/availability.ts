import { performance } from 'node:perf_hooks';
import type { Address } from '../../src/domain/address';
import { databaseBackend, type LookupResult } from '../../server/availability/backend';
import { ApiError } from '../../server/errors';
import { generateAddresses } from '../../server/availability/generate';
import { ensureAddressBook } from '../../server/availability/seed-address-book';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { ensureDatabase } from './postgres';
import { measureSuggestions, type SuggestionFigures } from './suggestions';

export interface LookupFigures {
  addresses: number;
  lookups: number;
  meanMs: number;
  p95Ms: number;
  /** Seconds spent filling the address book in this run (0 when an earlier run left it). */
  seedSeconds: number;
  /** How the measured lookups ended, so that failures cannot pass as fast timings. */
  outcomes: Record<Outcome, number>;
  /** Suggestions while typing (postcode, street, house number) for the same addresses, spelled right. */
  suggestions: SuggestionFigures;
}

export type Outcome = 'found' | 'corrected' | 'notFound' | 'failed';

function outcomeOf(result: LookupResult | undefined, error: unknown): Outcome {
  if (result) return result.kind === 'found' ? 'found' : 'corrected';
  return error instanceof ApiError && error.type === 'AddressNotFoundException' ? 'notFound' : 'failed';
}

const SEED = 2026;
const LOOKUPS = 1_000;

/**
 * Known addresses spread over the whole book, every fifth with a typo in the street's second letter
 * (the correction path). A typo at the end would turn "…straße" into "…straßx", which no longer
 * normalises to "…str" and is too far off to be offered: those lookups ended as not found.
 */
function sampleAddresses(size: number, { typos = true } = {}): Address[] {
  const step = Math.max(1, Math.floor(size / LOOKUPS));
  const sample: Address[] = [];
  let index = 0;
  for (const entry of generateAddresses(SEED, size)) {
    if (index % step === 0 && sample.length < LOOKUPS) {
      const typo = typos && sample.length % 5 === 4;
      const { street, house_no, house_no_suffix, zipcode, city } = entry;
      sample.push({
        street: typo ? street[0] + 'x' + street.slice(2) : street,
        house_no,
        house_no_suffix,
        zipcode,
        city,
      });
    }
    index += 1;
  }
  return sample;
}

/** One PostgreSQL database per size, kept between runs so that only the first run pays for the seeding. */
async function measureSize(size: number): Promise<LookupFigures> {
  const url = await ensureDatabase(`shop_bench_addresses_${size}`, { fresh: false });
  const db = await openDatabase({ url, poolSize: 2 });
  try {
    await migrate(db);
    const seedStart = performance.now();
    const seeded = await ensureAddressBook(db, { seed: SEED, generated: size });
    const seedSeconds = seeded ? (performance.now() - seedStart) / 1000 : 0;
    // Autovacuum's steady state in production: statistics and the visibility map (index-only scans).
    await db.query('VACUUM ANALYZE address_book');
    const backend = databaseBackend(db);
    const sample = sampleAddresses(size);
    const lookup = (address: Address): Promise<Outcome> =>
      backend.lookup(address).then(
        (result) => outcomeOf(result, undefined),
        (error: unknown) => outcomeOf(undefined, error),
      );
    for (const address of sample.slice(0, 100)) await lookup(address); // warm the cache and the plans
    const timings: number[] = [];
    const outcomes: Record<Outcome, number> = { found: 0, corrected: 0, notFound: 0, failed: 0 };
    for (const address of sample) {
      const start = performance.now();
      const outcome = await lookup(address);
      timings.push(performance.now() - start);
      outcomes[outcome] += 1;
    }
    timings.sort((a, b) => a - b);
    const suggestions = await measureSuggestions(db, sampleAddresses(size, { typos: false }));
    return {
      addresses: size,
      lookups: timings.length,
      meanMs: timings.reduce((sum, t) => sum + t, 0) / timings.length,
      p95Ms: timings[Math.floor(timings.length * 0.95)],
      seedSeconds,
      outcomes,
      suggestions,
    };
  } finally {
    await db.close();
  }
}

export async function measureAvailability(sizes: number[]): Promise<LookupFigures[]> {
  const figures: LookupFigures[] = [];
  for (const size of sizes) figures.push(await measureSize(size));
  return figures;
}
