/** Spec §3 "Availability result": a connection address and how it is shown and matched. */
export interface Address {
  street: string;
  house_no: string;
  house_no_suffix?: string;
  city: string;
  zipcode: string;
  district?: string;
}

export type AddressField = keyof Address;

/**
 * Spec §3 address display format: street, house number plus suffix, city, zipcode and district,
 * e.g. "Hauptstraße 1a, Bad Honnef 53604, Aegidienberg".
 */
export function formatAddress(address: Address): string {
  const houseNo = `${address.house_no.trim()}${(address.house_no_suffix ?? '').trim()}`;
  return [
    `${address.street.trim()} ${houseNo}`.trim(),
    `${address.city.trim()} ${address.zipcode.trim()}`.trim(),
    address.district?.trim(),
  ]
    .filter((part) => part)
    .join(', ');
}

/** "Str.", "Strasse" and "Straße" at the end of a word all mean the same street. */
const STREET_WORD = /(stra(ss|ß)e|str\.?)(?=$|[\s-])/g;

/** Lower case, ß as ss, one spelling of "Straße", no blanks, hyphens or dots: the key to compare by. */
export function normaliseStreet(street: string): string {
  return street
    .toLowerCase()
    .replace(STREET_WORD, 'str')
    .replace(/ß/g, 'ss')
    .replace(/[\s.-]+/g, '');
}

export function normaliseCity(city: string): string {
  return city
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[\s.\-()]+/g, '');
}

/** House number and suffix as one key: "12 a" and "12A" are the same door. */
export function normaliseHouseNo(houseNo: string, suffix = ''): string {
  return `${houseNo}${suffix}`.toLowerCase().replace(/\s+/g, '');
}

export const normaliseZipcode = (zipcode: string) => zipcode.replace(/\s+/g, '');

/** The exact-match key of an address (district aside: one key may name several districts). */
export function addressKey(address: Address): string {
  return [
    normaliseZipcode(address.zipcode),
    normaliseStreet(address.street),
    normaliseHouseNo(address.house_no, address.house_no_suffix),
  ].join('|');
}

/** Edit distance, for offering the street a shopper probably meant. */
export function editDistance(a: string, b: string): number {
  // Both rows always hold b.length + 1 numbers, so every index below is in range.
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** A near miss: a couple of letters off, more leeway for long names. */
export const isNearMiss = (typed: string, known: string) =>
  typed !== known && editDistance(typed, known) <= (Math.max(typed.length, known.length) >= 10 ? 2 : 1);
