import { performance } from 'node:perf_hooks';
import type { Address } from '../../src/domain/address';
import { housesByPrefix, placesByZipcode, streetsByPrefix } from '../../server/db/address-suggestions';
import type { Queryable } from '../../server/db/client';

export interface SuggestionFigures {
  requests: number;
  meanMs: number;
  /** Less swayed than the mean by other work on a shared machine. */
  medianMs: number;
  p95Ms: number;
  /** Answers without a suggestion: a broken index or query must not pass as a fast one. */
  empty: number;
}

/** What a shopper typing this address asks: its postcode's first 3 digits, its street's first 2 letters, its house numbers. */
const questionsFor = (db: Queryable, address: Address): Array<() => Promise<unknown[]>> => [
  () => placesByZipcode(db, address.zipcode.slice(0, 3)),
  () => streetsByPrefix(db, address.zipcode, address.street.slice(0, 2)),
  () => housesByPrefix(db, address.zipcode, address.street, ''),
];

export async function measureSuggestions(db: Queryable, sample: Address[]): Promise<SuggestionFigures> {
  const questions = sample.flatMap((address) => questionsFor(db, address));
  for (const ask of questions.slice(0, 100)) await ask(); // warm the cache and the plans
  const timings: number[] = [];
  let empty = 0;
  for (const ask of questions) {
    const start = performance.now();
    const answer = await ask();
    timings.push(performance.now() - start);
    if (answer.length === 0) empty += 1;
  }
  timings.sort((a, b) => a - b);
  return {
    requests: timings.length,
    meanMs: timings.reduce((sum, t) => sum + t, 0) / timings.length,
    medianMs: timings[Math.floor(timings.length / 2)],
    p95Ms: timings[Math.floor(timings.length * 0.95)],
    empty,
  };
}
