import type { AddressBookEntry } from '../db/address-book';
import { CITY_POSTCODES, STREET_NAMES } from './city-postcodes';

/** mulberry32: small, fast, and the same numbers for the same seed on every machine. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Roughly the German mix: much VDSL, a growing share of fibre, some old ADSL lines. */
const LINES: Array<{ share: number; line: Pick<AddressBookEntry, 'technology' | 'download_kbps' | 'upload_kbps'> }> = [
  { share: 0.12, line: { technology: 'ADSL', download_kbps: 16_000, upload_kbps: 2_400 } },
  { share: 0.18, line: { technology: 'VDSL', download_kbps: 50_000, upload_kbps: 10_000 } },
  { share: 0.2, line: { technology: 'VDSL', download_kbps: 100_000, upload_kbps: 40_000 } },
  { share: 0.2, line: { technology: 'VDSL', download_kbps: 250_000, upload_kbps: 40_000 } },
  { share: 0.12, line: { technology: 'FTTH', download_kbps: 300_000, upload_kbps: 150_000 } },
  { share: 0.08, line: { technology: 'FTTH', download_kbps: 600_000, upload_kbps: 300_000 } },
  { share: 0.1, line: { technology: 'FTTH', download_kbps: 1_000_000, upload_kbps: 500_000 } },
];

function pickLine(roll: number) {
  let sum = 0;
  for (const { share, line } of LINES) {
    sum += share;
    if (roll < sum) return line;
  }
  return LINES[LINES.length - 1]!.line;
}

const SUFFIXES = ['a', 'b', 'c'];

/** `count` addresses across real postcode/city pairs, identical for the same seed. */
export function* generateAddresses(seed: number, count: number): Generator<AddressBookEntry> {
  const random = randomFrom(seed);
  // Every list here is a non-empty constant, so the index always hits.
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  for (let i = 0; i < count; i += 1) {
    const [zipcode, city] = pick(CITY_POSTCODES);
    const street = pick(STREET_NAMES);
    const houseNo = String(1 + Math.floor(random() * 180));
    const suffix = random() < 0.08 ? pick(SUFFIXES) : '';
    yield { street, house_no: houseNo, house_no_suffix: suffix, zipcode, city, ...pickLine(random()) };
  }
}
