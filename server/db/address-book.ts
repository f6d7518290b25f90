import { addressKey, normaliseCity, normaliseHouseNo, normaliseStreet } from '../../src/domain/address';
import type { Queryable } from './client';
import type { AddressBookEntry } from '../availability/generate';

export interface AddressBookRow {
  street: string;
  house_no: string;
  house_no_suffix: string;
  zipcode: string;
  city: string;
  district: string;
  technology: AddressBookEntry['technology'];
  download_kbps: number;
  upload_kbps: number;
}

const COLUMNS = 'street, house_no, house_no_suffix, zipcode, city, district, technology, download_kbps, upload_kbps';

/** One statement per batch: the rows travel as column arrays and are unnested in the database. */
export async function insertAddresses(db: Queryable, entries: AddressBookEntry[]): Promise<void> {
  const columns: unknown[][] = Array.from({ length: 13 }, () => []);
  for (const entry of entries) {
    const values = [
      entry.street,
      entry.house_no,
      entry.house_no_suffix ?? '',
      entry.zipcode,
      entry.city,
      entry.district ?? '',
      normaliseStreet(entry.street),
      normaliseHouseNo(entry.house_no, entry.house_no_suffix),
      normaliseCity(entry.city),
      addressKey(entry),
      entry.technology,
      entry.download_kbps,
      entry.upload_kbps,
    ];
    values.forEach((value, index) => columns[index].push(value));
  }
  await db.query(
    `INSERT INTO address_book (street, house_no, house_no_suffix, zipcode, city, district, street_key, house_key,
       city_key, lookup_key, technology, download_kbps, upload_kbps)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::text[], $9::text[], $10::text[], $11::text[], $12::int[], $13::int[])
     ON CONFLICT (lookup_key, district) DO NOTHING`,
    columns,
  );
}

export async function findByLookupKey(db: Queryable, lookupKey: string): Promise<AddressBookRow[]> {
  const { rows } = await db.query<AddressBookRow>(
    `SELECT ${COLUMNS} FROM address_book WHERE lookup_key = $1 ORDER BY district`,
    [lookupKey],
  );
  return rows;
}

/** Streets of a postcode that have this house number: the candidates for a typo correction. */
export async function streetsWithHouse(db: Queryable, zipcode: string, houseKey: string): Promise<Array<{ street: string; street_key: string }>> {
  const { rows } = await db.query<{ street: string; street_key: string }>(
    'SELECT DISTINCT street, street_key FROM address_book WHERE zipcode = $1 AND house_key = $2 ORDER BY street',
    [zipcode, houseKey],
  );
  return rows;
}

/** Postcodes of a city where this street and house number exist: a wrong postcode's correction. */
export async function zipcodesOf(db: Queryable, cityKey: string, streetKey: string, houseKey: string): Promise<string[]> {
  const { rows } = await db.query<{ zipcode: string }>(
    'SELECT DISTINCT zipcode FROM address_book WHERE city_key = $1 AND street_key = $2 AND house_key = $3 ORDER BY zipcode',
    [cityKey, streetKey, houseKey],
  );
  return rows.map((row) => row.zipcode);
}
