-- The landline address book behind the availability check (API.md "Availability").
CREATE TABLE address_book (
  id bigserial PRIMARY KEY,
  street text NOT NULL,
  house_no text NOT NULL,
  house_no_suffix text NOT NULL DEFAULT '',
  zipcode text NOT NULL,
  city text NOT NULL,
  district text NOT NULL DEFAULT '',
  -- Normalised keys (src/domain/address.ts), so that case, blanks and "Str." still match exactly.
  street_key text NOT NULL,
  house_key text NOT NULL,
  city_key text NOT NULL,
  lookup_key text NOT NULL,
  technology text NOT NULL CHECK (technology IN ('FTTH', 'VDSL', 'ADSL')),
  download_kbps integer NOT NULL,
  upload_kbps integer NOT NULL
);
-- One door may lie in several districts of one postcode (the ambiguous-district correction).
CREATE UNIQUE INDEX address_book_lookup ON address_book (lookup_key, district);
CREATE INDEX address_book_zip_house ON address_book (zipcode, house_key);
CREATE INDEX address_book_city_street ON address_book (city_key, street_key, house_key);

-- Which generated book is in place, so a restart does not seed it again.
CREATE TABLE address_book_seeds (
  seed integer NOT NULL,
  generated integer NOT NULL,
  seeded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (seed, generated)
);
