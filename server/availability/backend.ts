import {
  addressKey,
  isNearMiss,
  normaliseCity,
  normaliseHouseNo,
  normaliseStreet,
  normaliseZipcode,
  type Address,
} from '../../src/domain/address';
import type { Corrections } from '../../src/domain/availability';
import type { MaxBandwidth } from '../../src/domain/bookability';
import { ApiError } from '../errors';
import type { Database } from '../db/client';
import { findByLookupKey, streetsWithHouse, zipcodesOf, type AddressBookRow } from '../db/address-book';

export type LookupResult =
  { kind: 'found'; address: Address; max_bandwidth: MaxBandwidth[] } | { kind: 'correction'; corrections: Corrections };

/** The availability lookup sits behind this adapter, so configuration can swap in a down backend. */
export interface AvailabilityBackend {
  lookup(address: Address): Promise<LookupResult>;
}

export const addressNotFound = () =>
  new ApiError(404, 'AddressNotFoundException', 'Die Adresse konnte nicht überprüft werden');

export const backendUnavailable = () =>
  new ApiError(
    503,
    'BackendUnavailableException',
    'Die Verfügbarkeitsprüfung ist zur Zeit nicht verfügbar. Bitte versuchen Sie es später erneut.',
  );

/** Stands in for the network operator's system when it is down (and in tests of that case). */
export const downBackend: AvailabilityBackend = {
  lookup: () => Promise.reject(backendUnavailable()),
};

const found = (row: AddressBookRow): LookupResult => ({
  kind: 'found',
  address: {
    street: row.street,
    house_no: row.house_no,
    house_no_suffix: row.house_no_suffix,
    city: row.city,
    zipcode: row.zipcode,
    district: row.district,
  },
  max_bandwidth: [{ technology: row.technology, download_kbps: row.download_kbps, upload_kbps: row.upload_kbps }],
});

const sameText = (a: string | undefined, b: string) => normaliseCity(a ?? '') === normaliseCity(b);

/** Exact rows for the normalised key; a district or city that does not fit becomes a correction. */
function resolveExact(rows: AddressBookRow[], address: Address): LookupResult {
  const inDistrict = rows.filter((row) => sameText(address.district, row.district));
  const row = rows.length === 1 ? rows[0] : inDistrict.length === 1 ? inDistrict[0] : undefined;
  if (!row) return { kind: 'correction', corrections: { district: rows.map((r) => r.district) } };
  if (!sameText(address.city, row.city)) return { kind: 'correction', corrections: { city: [row.city] } };
  return found(row);
}

export function databaseBackend(db: Database): AvailabilityBackend {
  return {
    async lookup(address) {
      const zipcode = normaliseZipcode(address.zipcode);
      const { rows, streetKeys } = await findByLookupKey(db, addressKey(address), zipcode);
      if (rows.length) return resolveExact(rows, address);

      const streetKey = normaliseStreet(address.street);
      const houseKey = normaliseHouseNo(address.house_no, address.house_no_suffix);
      // The near misses among the postcode's streets, then which of them have this door.
      const nearMisses = streetKeys.filter((known) => isNearMiss(streetKey, known));
      const streets = await streetsWithHouse(db, zipcode, nearMisses, houseKey);
      if (streets.length) return { kind: 'correction', corrections: { street: streets } };

      const zipcodes = await zipcodesOf(db, normaliseCity(address.city), streetKey, houseKey);
      if (zipcodes.length) return { kind: 'correction', corrections: { zipcode: zipcodes } };
      throw addressNotFound();
    },
  };
}
