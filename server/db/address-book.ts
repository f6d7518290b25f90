import {
  addressKey,
  normaliseCity,
  normaliseHouseNo,
  normaliseStreet,
  normaliseZipcode,
} from '../../src/domain/address';
import type { Queryable } from './client';
import type { Address } from '../../src/domain/address';
import type { LineTechnology } from '../../src/domain/bookability';

/** One door of the address book and the line it gets (generated in server/availability). */
export interface AddressBookEntry extends Address {
  technology: LineTechnology;
  download_kbps: number;
  upload_kbps: number;
}

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
    values.forEach((value, index) => columns[index]!.push(value));
  }
  await db.query(
    `INSERT INTO address_book (street, house_no, house_no_suffix, zipcode, city, district, street_key, house_key,
       city_key, lookup_key, technology, download_kbps, upload_kbps)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::text[], $9::text[], $10::text[], $11::text[], $12::int[], $13::int[])
     ON CONFLICT (lookup_key, district) DO NOTHING`,
    columns,
  );
  const streets = new Map<string, [string, string, string]>();
  const places = new Map<string, [string, string, string]>();
  for (const entry of entries) {
    const zipcode = normaliseZipcode(entry.zipcode);
    const streetKey = normaliseStreet(entry.street);
    streets.set(`${zipcode}|${streetKey}`, [zipcode, streetKey, entry.street]);
    places.set(`${entry.zipcode}|${entry.city}|${entry.district ?? ''}`, [
      entry.zipcode,
      entry.city,
      entry.district ?? '',
    ]);
  }
  await db.query(
    `INSERT INTO address_book_streets (zipcode, street_key, street)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
     ON CONFLICT DO NOTHING`,
    transpose([...streets.values()], 3),
  );
  await db.query(
    `INSERT INTO address_book_places (zipcode, city, district)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
     ON CONFLICT DO NOTHING`,
    transpose([...places.values()], 3),
  );
}

/** Rows to column arrays, the shape unnest() takes. */
function transpose(rows: string[][], width: number): string[][] {
  return Array.from({ length: width }, (_, column) => rows.map((row) => row[column]!));
}

/** What the book holds for one typed address: its exact rows, or else the streets of its postcode. */
export interface LookupRows {
  /** The rows for the normalised key, by district; empty when the address is not in the book. */
  rows: AddressBookRow[];
  /** Only when there are no rows: the normalised streets of the postcode, the candidates for a typo. */
  streetKeys: string[];
}

/**
 * One round trip for both: the exact rows, and when there are none the postcode's streets from
 * address_book_streets (at most one row per street, whatever the size of the book).
 */
export async function findByLookupKey(db: Queryable, lookupKey: string, zipcode: string): Promise<LookupRows> {
  const { rows } = await db.query<AddressBookRow & { street_key: string | null }>(
    `WITH exact AS (SELECT ${COLUMNS} FROM address_book WHERE lookup_key = $1)
     SELECT *, NULL::text AS street_key FROM exact
     UNION ALL
     SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, street_key
       FROM address_book_streets WHERE zipcode = $2 AND NOT EXISTS (SELECT 1 FROM exact)
     ORDER BY district`,
    [lookupKey, zipcode],
  );
  const found: AddressBookRow[] = [];
  const streetKeys: string[] = [];
  for (const { street_key: streetKey, ...row } of rows) {
    if (streetKey === null) found.push(row);
    else streetKeys.push(streetKey);
  }
  return { rows: found, streetKeys };
}

/**
 * Which of these streets of a postcode have this house number, as the book spells them: the
 * offered corrections for a typo. One index probe per candidate street, whatever the book's size.
 */
export async function streetsWithHouse(
  db: Queryable,
  zipcode: string,
  streetKeys: string[],
  houseKey: string,
): Promise<string[]> {
  if (!streetKeys.length) return [];
  const { rows } = await db.query<{ street: string }>(
    'SELECT DISTINCT street FROM address_book WHERE lookup_key = ANY($1::text[]) ORDER BY street',
    [streetKeys.map((streetKey) => [zipcode, streetKey, houseKey].join('|'))],
  );
  return rows.map((row) => row.street);
}

/** Postcodes of a city where this street and house number exist: a wrong postcode's correction. */
export async function zipcodesOf(
  db: Queryable,
  cityKey: string,
  streetKey: string,
  houseKey: string,
): Promise<string[]> {
  const { rows } = await db.query<{ zipcode: string }>(
    'SELECT DISTINCT zipcode FROM address_book WHERE city_key = $1 AND street_key = $2 AND house_key = $3 ORDER BY zipcode',
    [cityKey, streetKey, houseKey],
  );
  return rows.map((row) => row.zipcode);
}
