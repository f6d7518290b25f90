/** What the address book suggests while the shopper types an address. */
export interface Place {
  zipcode: string;
  city: string;
  district: string;
}

export interface StreetSuggestion {
  street: string;
}

export interface HouseSuggestion {
  house_no: string;
  house_no_suffix: string;
}

export type SuggestionQuery =
  | { field: 'zipcode'; zipcode: string }
  | { field: 'street'; zipcode: string; street: string }
  | { field: 'house_no'; zipcode: string; street: string; house_no: string };

export type Suggestions =
  | { field: 'zipcode'; places: Place[] }
  | { field: 'street'; streets: StreetSuggestion[] }
  | { field: 'house_no'; houses: HouseSuggestion[] };

/** Streets are suggested from the second letter on, postcodes from the second digit. */
export const MIN_STREET_LETTERS = 2;
export const MIN_ZIPCODE_DIGITS = 2;

/** The question worth asking the server for the field being typed, or null when it is too early. */
export function suggestionQuery(
  field: string,
  values: { zipcode?: string; street?: string; house_no?: string },
): SuggestionQuery | null {
  const zipcode = (values.zipcode ?? '').trim();
  const street = (values.street ?? '').trim();
  if (field === 'zipcode')
    return /^\d+$/.test(zipcode) && zipcode.length >= MIN_ZIPCODE_DIGITS && zipcode.length <= 5
      ? { field, zipcode }
      : null;
  if (!/^\d{5}$/.test(zipcode)) return null;
  if (field === 'street') return street.length >= MIN_STREET_LETTERS ? { field, zipcode, street } : null;
  if (field === 'house_no') return street ? { field, zipcode, street, house_no: (values.house_no ?? '').trim() } : null;
  return null;
}

export const houseLabel = (house: HouseSuggestion) => `${house.house_no}${house.house_no_suffix}`;

export const placeLabel = (place: Place) =>
  [`${place.zipcode} ${place.city}`, place.district].filter(Boolean).join(', ');
