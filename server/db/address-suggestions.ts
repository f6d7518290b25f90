import { normaliseHouseNo, normaliseStreet, normaliseZipcode } from '../../src/domain/address';
import type { Place, StreetSuggestion, HouseSuggestion } from '../../src/domain/address-suggestions';
import type { Queryable } from './client';

/** At most this many suggestions per answer: a listbox, not a directory. */
export const SUGGESTION_LIMIT = 10;

/** `LIKE` must take the typed text literally. */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Postcode → town and district (address_book_places, index on the postcode prefix). */
export async function placesByZipcode(db: Queryable, zipcodePrefix: string): Promise<Place[]> {
  const { rows } = await db.query<Place>(
    `SELECT zipcode, city, district FROM address_book_places
      WHERE zipcode LIKE $1 ORDER BY zipcode, city, district LIMIT ${SUGGESTION_LIMIT}`,
    [prefixPattern(normaliseZipcode(zipcodePrefix))],
  );
  return rows;
}

/** The streets of one postcode that start with the typed letters, compared by normalised key. */
export async function streetsByPrefix(
  db: Queryable,
  zipcode: string,
  streetPrefix: string,
): Promise<StreetSuggestion[]> {
  const { rows } = await db.query<StreetSuggestion>(
    `SELECT street FROM address_book_streets
      WHERE zipcode = $1 AND street_key LIKE $2 AND street IS NOT NULL
      ORDER BY street_key LIMIT ${SUGGESTION_LIMIT}`,
    [normaliseZipcode(zipcode), prefixPattern(normaliseStreet(streetPrefix))],
  );
  return rows;
}

/** The doors of one street, in reading order (2 before 10), starting with the typed number. */
export async function housesByPrefix(
  db: Queryable,
  zipcode: string,
  street: string,
  housePrefix: string,
): Promise<HouseSuggestion[]> {
  // No DISTINCT: it would sort every door of the street; a door in two districts is merged here.
  const { rows } = await db.query<HouseSuggestion>(
    `SELECT house_no, house_no_suffix FROM address_book
      WHERE zipcode = $1 AND street_key = $2 AND house_key LIKE $3
      ORDER BY length(house_key), house_key LIMIT ${SUGGESTION_LIMIT + 2}`,
    [normaliseZipcode(zipcode), normaliseStreet(street), prefixPattern(normaliseHouseNo(housePrefix))],
  );
  const unique = new Map(
    rows.map(({ house_no, house_no_suffix }) => [`${house_no}|${house_no_suffix}`, { house_no, house_no_suffix }]),
  );
  return [...unique.values()].slice(0, SUGGESTION_LIMIT);
}
